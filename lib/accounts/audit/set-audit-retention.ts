import "server-only";
import { getDb, lockSettings } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { readAuditRetention } from "./read-audit-retention";
import { AUDIT_RETENTION, type AuditRetention } from "./retention-rules";

/**
 * The owner's word on how long entries are kept; the trigger and the nightly purge follow it.
 * Answers the retention as it was, read under the settings' lock in the write's transaction (the
 * audit trail's before), and as set.
 */
export async function setAuditRetention(
  years: number,
  adminId: string,
): Promise<{ before: AuditRetention; retention: AuditRetention }> {
  if (!Number.isInteger(years) || years < AUDIT_RETENTION.minYears || years > AUDIT_RETENTION.maxYears) {
    throw AppError.invalidInput("Check the highlighted fields and try again.", { years: AUDIT_RETENTION.rangeMessage });
  }
  return getDb().$transaction(async (tx) => {
    await lockSettings(tx, "AuditRetention");
    const before = await readAuditRetention(tx);
    await tx.auditRetention.upsert({
      where: { id: 1 },
      create: { id: 1, years, updatedById: adminId },
      update: { years, updatedById: adminId },
    });
    return { before, retention: await readAuditRetention(tx) };
  });
}

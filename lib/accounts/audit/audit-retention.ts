import "server-only";
import { getDb, lockSettings, type DbClient, type DbTransaction } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { AUDIT_RETENTION, type AuditRetention } from "./retention-rules";

/** How long the audit trail keeps its entries, and who last set it. */
export async function readAuditRetention(db: DbClient | DbTransaction = getDb()): Promise<AuditRetention> {
  const row = await db.auditRetention.findUnique({ where: { id: 1 } });
  return row
    ? { years: row.years, isDefault: false, updatedAt: row.updatedAt, updatedById: row.updatedById }
    : { years: AUDIT_RETENTION.defaultYears, isDefault: true, updatedAt: null, updatedById: null };
}

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

/**
 * Deletes the entries older than the retention. The database's clock decides, as in the trigger
 * that refuses deleting younger ones, so the two can never disagree.
 */
export async function purgeOldAuditEntries(): Promise<number> {
  return getDb().$executeRaw`
    DELETE FROM "AuditEntry"
    WHERE "at" < now() - make_interval(years => GREATEST(COALESCE((SELECT "years" FROM "AuditRetention" WHERE "id" = 1), ${AUDIT_RETENTION.defaultYears}::int), 1))`;
}

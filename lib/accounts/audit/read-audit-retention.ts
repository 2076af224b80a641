import "server-only";
import { getDb, type DbClient, type DbTransaction } from "@/lib/platform/db";
import { AUDIT_RETENTION, type AuditRetention } from "./retention-rules";

/** How long the audit trail keeps its entries, and who last set it. */
export async function readAuditRetention(db: DbClient | DbTransaction = getDb()): Promise<AuditRetention> {
  const row = await db.auditRetention.findUnique({ where: { id: 1 } });
  return row
    ? { years: row.years, isDefault: false, updatedAt: row.updatedAt, updatedById: row.updatedById }
    : { years: AUDIT_RETENTION.defaultYears, isDefault: true, updatedAt: null, updatedById: null };
}

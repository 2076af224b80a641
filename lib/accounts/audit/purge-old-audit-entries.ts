import "server-only";
import { getDb } from "@/lib/platform/db";
import { AUDIT_RETENTION } from "./retention-rules";

/**
 * Deletes the entries older than the retention. The database's clock decides, as in the trigger
 * that refuses deleting younger ones, so the two can never disagree.
 */
export async function purgeOldAuditEntries(): Promise<number> {
  return getDb().$executeRaw`
    DELETE FROM "AuditEntry"
    WHERE "at" < now() - make_interval(years => GREATEST(COALESCE((SELECT "years" FROM "AuditRetention" WHERE "id" = 1), ${AUDIT_RETENTION.defaultYears}::int), 1))`;
}

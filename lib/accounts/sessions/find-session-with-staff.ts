import "server-only";
import { getDb } from "@/lib/platform/db";
import { activeWhere, sessionSelect, whereKey, type SessionKey } from "./sessions";

const staffSelect = { username: true, role: true, suspendedAt: true, removedAt: true, totpEnabledAt: true } as const;

/**
 * A session with its member of staff's row (null for a customer's), in one statement: every
 * staff request, the kitchen board's polls among them, read the two one after the other (343
 * separate admin reads in a 60-customer rush, docs/speed-log.md 2026-12-03).
 */
export async function findSessionWithStaff(key: SessionKey) {
  return getDb().session.findFirst({
    where: { ...whereKey(key), ...activeWhere() },
    select: { ...sessionSelect, admin: { select: staffSelect } },
  });
}

import "server-only";
import { getDb } from "@/lib/platform/db";

/** Deletes sessions that expired or were revoked before `now`; answers how many. */
export async function purgeDeadSessions(now: Date): Promise<number> {
  const { count } = await getDb().session.deleteMany({
    where: { OR: [{ expiresAt: { lt: now } }, { revokedAt: { lt: now } }] },
  });
  return count;
}

import "server-only";
import { getDb, type DbTransaction } from "@/lib/platform/db";

/**
 * Ends one session (`adminId` narrows it to a member's own) and stops new-order alerts to the
 * device subscribed in it: whoever holds the device next must not see customers' orders
 * (signing out on the device stops them from the device first, but a browser may fail to).
 * Answers whether a live session was ended, and how many devices stopped being alerted, for the
 * audit trail.
 */
export async function endSession(
  tx: DbTransaction,
  session: { id: string; adminId?: string },
  now: Date,
): Promise<{ ended: boolean; alertDevicesStopped: number }> {
  const { count } = await tx.session.updateMany({ where: { ...session, revokedAt: null }, data: { revokedAt: now } });
  const stopped = await tx.pushSubscription.deleteMany({ where: { sessionId: session.id } });
  return { ended: count > 0, alertDevicesStopped: stopped.count };
}

export async function revokeSession(id: string, now = new Date()): Promise<{ alertDevicesStopped: number }> {
  const { alertDevicesStopped } = await getDb().$transaction((tx) => endSession(tx, { id }, now));
  return { alertDevicesStopped };
}

import "server-only";
import { getDb } from "@/lib/platform/db";

/**
 * Ends one session and stops new-order alerts to the device subscribed in it: whoever holds the
 * device next must not see customers' orders (signing out on the device stops them from the
 * device first, but a browser may fail to). Answers how many devices stopped being alerted, for
 * the audit trail.
 */
export async function revokeSession(id: string, now = new Date()): Promise<{ alertDevicesStopped: number }> {
  return getDb().$transaction(async (tx) => {
    await tx.session.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: now } });
    const { count } = await tx.pushSubscription.deleteMany({ where: { sessionId: id } });
    return { alertDevicesStopped: count };
  });
}

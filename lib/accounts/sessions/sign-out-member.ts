import "server-only";
import type { DbTransaction } from "@/lib/platform/db";

/**
 * Ends a member's sessions (all of them, or all but the one they are using) and stops new-order
 * alerts to every device of theirs. A push subscription belongs to the member, not to a session
 * (the browser holds it, whoever signs in), so it cannot follow the sessions one by one: a phone
 * that was lost or handed back must not go on showing customers' orders once it is signed out.
 * A device the member still uses puts its subscription back when its board next opens (the
 * board tells the server the browser's subscription each time), which needs a session again.
 * Answers how many devices stopped being alerted, for the audit trail.
 */
export async function signOutMember(
  tx: DbTransaction,
  adminId: string,
  now: Date,
  exceptSessionId?: string,
): Promise<{ alertDevicesStopped: number }> {
  await tx.session.updateMany({
    where: { adminId, revokedAt: null, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
    data: { revokedAt: now },
  });
  const { count } = await tx.pushSubscription.deleteMany({ where: { adminId } });
  return { alertDevicesStopped: count };
}

import "server-only";
import type { DbTransaction } from "@/lib/platform/db";

/**
 * Ends a member's sessions (all of them, or all but the one they are using) and stops new-order
 * alerts to every device of theirs but the one subscribed in the session kept: a phone that was
 * lost or handed back must not go on showing customers' orders once it is signed out. A
 * subscription made before they followed sessions has no session, so which device it is cannot
 * be told: it stops too, and a device the member still uses puts it back when its board next
 * opens (the board tells the server the browser's subscription each time), which needs a session
 * again. Answers how many devices stopped being alerted, for the audit trail.
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
  const { count } = await tx.pushSubscription.deleteMany({
    where: {
      adminId,
      // Spelt out, as SQL's `<>` would keep the subscriptions with no session.
      ...(exceptSessionId ? { OR: [{ sessionId: null }, { sessionId: { not: exceptSessionId } }] } : {}),
    },
  });
  return { alertDevicesStopped: count };
}

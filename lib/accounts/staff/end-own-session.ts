import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";

/**
 * Ends one of a member's own sessions (a tablet left signed in), and the new-order alerts of the
 * device subscribed in it: a tablet signed out from elsewhere may be in anyone's hands. Answers
 * how many devices stopped being alerted, for the audit trail.
 */
export async function endOwnSession(
  adminId: string,
  sessionId: string,
  now = new Date(),
): Promise<{ alertDevicesStopped: number }> {
  return getDb().$transaction(async (tx) => {
    const { count } = await tx.session.updateMany({
      where: { id: sessionId, adminId, revokedAt: null },
      data: { revokedAt: now },
    });
    if (count === 0) throw AppError.notFound("Session");
    const stopped = await tx.pushSubscription.deleteMany({ where: { sessionId } });
    return { alertDevicesStopped: stopped.count };
  });
}

import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { endSession } from "../sessions/revoke-session";

/**
 * Ends one of a member's own sessions (a tablet left signed in), and the new-order alerts of the
 * device subscribed in it: a tablet signed out from elsewhere may be in anyone's hands.
 */
export async function endOwnSession(
  adminId: string,
  sessionId: string,
  now = new Date(),
): Promise<{ alertDevicesStopped: number }> {
  return getDb().$transaction(async (tx) => {
    const { ended, alertDevicesStopped } = await endSession(tx, { id: sessionId, adminId }, now);
    // Another member's session, or one already ended: nothing of it is changed.
    if (!ended) throw AppError.notFound("Session");
    return { alertDevicesStopped };
  });
}

import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";

/** Ends one of a member's own sessions (a tablet left signed in). */
export async function endOwnSession(adminId: string, sessionId: string, now = new Date()) {
  const { count } = await getDb().session.updateMany({
    where: { id: sessionId, adminId, revokedAt: null },
    data: { revokedAt: now },
  });
  if (count === 0) throw AppError.notFound("Session");
}

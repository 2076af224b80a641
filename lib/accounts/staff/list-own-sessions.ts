import "server-only";
import { getDb } from "@/lib/platform/db";

/** A member's own live sessions, this one marked. */
export async function listOwnSessions(adminId: string, currentSessionId: string) {
  const sessions = await getDb().session.findMany({
    where: { adminId, revokedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { lastSeenAt: "desc" },
    select: { id: true, userAgent: true, createdAt: true, lastSeenAt: true, twoFactor: true },
  });
  return sessions.map((s) => ({ ...s, current: s.id === currentSessionId }));
}

import "server-only";
import { getDb } from "@/lib/platform/db";

/** Signs a member of staff out of every device. */
export async function revokeAdminSessions(adminId: string, exceptSessionId?: string) {
  await getDb().session.updateMany({
    where: { adminId, revokedAt: null, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
}

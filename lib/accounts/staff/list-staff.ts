import "server-only";
import { getDb } from "@/lib/platform/db";

/** The shop's staff, owners first; removed members are gone from the list (their records stay). */
export async function listStaff() {
  const members = await getDb().admin.findMany({
    where: { removedAt: null },
    orderBy: [{ role: "asc" }, { username: "asc" }],
    select: {
      id: true,
      username: true,
      email: true,
      role: true,
      suspendedAt: true,
      totpEnabledAt: true,
      passwordHash: true,
      createdAt: true,
      sessions: { where: { revokedAt: null, expiresAt: { gt: new Date() } }, select: { lastSeenAt: true } },
    },
  });
  return members.map(({ passwordHash, sessions, ...m }) => ({
    ...m,
    invitePending: !passwordHash,
    activeSessions: sessions.length,
    lastSeenAt: sessions.reduce<Date | null>(
      (latest, s) => (!latest || s.lastSeenAt > latest ? s.lastSeenAt : latest),
      null,
    ),
  }));
}

export type StaffMember = Awaited<ReturnType<typeof listStaff>>[number];

import { listOwnSessions } from "@/lib/accounts";
import { listOwnSessions as endpoint } from "@/lib/api/admin/staff/contract";
import { handle } from "@/lib/api/handle";

export const GET = handle(endpoint, async ({ auth }) => ({
  data: {
    sessions: (await listOwnSessions(auth.adminId, auth.sessionId)).map((s) => ({
      _id: s.id,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      twoFactor: s.twoFactor,
      current: s.current,
    })),
  },
  message: "Your sessions",
}));

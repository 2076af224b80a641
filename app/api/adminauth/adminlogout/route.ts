import { adminSignOut } from "@/lib/api/admin/session/contract";
import { clearAdminSessionCookie } from "@/lib/api/admin/session/cookie";
import { handle } from "@/lib/api/handle";
import { revokeSession } from "@/lib/accounts";

export const POST = handle(adminSignOut, async ({ auth }) => {
  const { alertDevicesStopped } = await revokeSession(auth.sessionId);
  return {
    data: null,
    message: "Signed out.",
    after: clearAdminSessionCookie,
    audit: {
      action: "staff.sign_out",
      targetType: "session",
      targetId: auth.sessionId,
      ...(alertDevicesStopped ? { after: { alertDevicesStopped } } : {}),
    },
  };
});

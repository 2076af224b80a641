import { changeOwnPassword } from "@/lib/accounts";
import { changeOwnPassword as endpoint } from "@/lib/api/admin/staff/contract";
import { handle } from "@/lib/api/handle";

export const POST = handle(endpoint, async ({ auth, body }) => {
  const { alertDevicesStopped } = await changeOwnPassword(
    auth.adminId,
    auth.sessionId,
    body.currentPassword,
    body.newPassword,
  );
  return {
    data: null,
    message: "Password changed. Your other devices are signed out.",
    audit: {
      action: "staff.password.change",
      targetType: "admin",
      targetId: auth.adminId,
      ...(alertDevicesStopped ? { after: { alertDevicesStopped } } : {}),
    },
  };
});

import { changeOwnPassword, consumeRateLimits } from "@/lib/accounts";
import { changeOwnPassword as endpoint } from "@/lib/api/admin/staff/contract";
import { handleWithPrepared } from "@/lib/api/handle";

export const POST = handleWithPrepared(
  endpoint,
  // Counted before the write's unit of work opens, which a wrong current password undoes: the
  // password cannot be guessed from a session left open on a shared till.
  ({ auth }) => consumeRateLimits([{ key: `staff-password:admin:${auth.adminId}`, max: 10, windowSeconds: 900 }]),
  async ({ auth, body }) => {
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
        targetName: auth.username,
        ...(alertDevicesStopped ? { after: { alertDevicesStopped } } : {}),
      },
    };
  },
);

import { endOwnSession } from "@/lib/accounts";
import { endOwnSession as endpoint } from "@/lib/api/admin/staff/contract";
import { handle } from "@/lib/api/handle";

export const DELETE = handle(endpoint, async ({ auth, params }) => {
  const { alertDevicesStopped } = await endOwnSession(auth.adminId, params.id);
  return {
    data: null,
    message: "Signed out on that device.",
    audit: {
      action: "staff.session.end",
      targetType: "session",
      ...(alertDevicesStopped ? { after: { alertDevicesStopped } } : {}),
    },
  };
});

import { disableTwoFactor } from "@/lib/accounts";
import { disableTwoFactor as endpoint } from "@/lib/api/admin/two-factor/contract";
import { handle } from "@/lib/api/handle";

export const POST = handle(endpoint, async ({ auth, body }) => {
  await disableTwoFactor(auth, body.code);
  return {
    data: null,
    message: "Two-factor sign-in is off.",
    audit: { action: "staff.2fa.disable", targetType: "admin", targetId: auth.adminId },
  };
});

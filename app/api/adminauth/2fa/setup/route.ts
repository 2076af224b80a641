import { setUpTwoFactor } from "@/lib/accounts";
import { setUpTwoFactor as endpoint } from "@/lib/api/admin/two-factor/contract";
import { handle } from "@/lib/api/handle";

export const POST = handle(endpoint, async ({ auth }) => ({
  data: await setUpTwoFactor(auth.adminId),
  message: "Scan the code with your authenticator app, then enter the 6-digit code it shows.",
  audit: { action: "staff.2fa.setup", targetType: "admin", targetId: auth.adminId, targetName: auth.username },
}));

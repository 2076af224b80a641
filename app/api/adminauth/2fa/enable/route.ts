import { enableTwoFactor } from "@/lib/accounts";
import { enableTwoFactor as endpoint } from "@/lib/api/admin/two-factor/contract";
import { handle } from "@/lib/api/handle";

export const POST = handle(endpoint, async ({ auth, body }) => ({
  data: await enableTwoFactor(auth, auth.sessionId, body.code),
  audit: { action: "staff.2fa.enable", targetType: "admin", targetId: auth.adminId, targetName: auth.username },
  message: "Two-factor sign-in is on. Keep these recovery codes somewhere safe: each works once.",
}));

import { codeGuessLimit, consumeRateLimits, renewRecoveryCodes } from "@/lib/accounts";
import { renewRecoveryCodes as endpoint } from "@/lib/api/admin/two-factor/contract";
import { handleWithPrepared } from "@/lib/api/handle";

export const POST = handleWithPrepared(
  endpoint,
  // The same budget as turning two-factor off, counted before the unit of work a wrong code undoes.
  ({ auth }) => consumeRateLimits([codeGuessLimit(auth.adminId)]),
  async ({ auth, body }) => ({
    data: await renewRecoveryCodes(auth, body.code),
    message: "Here are your new recovery codes. The old ones no longer work: keep these somewhere safe.",
    audit: {
      action: "staff.2fa.recovery-codes",
      targetType: "admin",
      targetId: auth.adminId,
      targetName: auth.username,
    },
  }),
);

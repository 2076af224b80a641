import { codeGuessLimit, consumeRateLimits, disableTwoFactor } from "@/lib/accounts";
import { disableTwoFactor as endpoint } from "@/lib/api/admin/two-factor/contract";
import { handleWithPrepared } from "@/lib/api/handle";

export const POST = handleWithPrepared(
  endpoint,
  // Counted before the write's unit of work opens, which a wrong code undoes: codes cannot be
  // guessed from a session left open (and two-factor then turned off and set up on another phone).
  ({ auth }) => consumeRateLimits([codeGuessLimit(auth.adminId)]),
  async ({ auth, body }) => {
    await disableTwoFactor(auth, body.code);
    return {
      data: null,
      message: "Two-factor sign-in is off.",
      audit: { action: "staff.2fa.disable", targetType: "admin", targetId: auth.adminId, targetName: auth.username },
    };
  },
);

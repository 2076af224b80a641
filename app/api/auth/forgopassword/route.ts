import { requestPasswordReset, RESET_REQUESTED_MESSAGE } from "@/lib/accounts/request-password-reset";
import { clientAddress, consumeRateLimits } from "@/lib/auth/rate-limit";
import { ZForgotPasswordSchema } from "@/lib/auth/schemas";
import { readJson } from "@/lib/http/body";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route(async (req) => {
  const { email } = await readJson(req, ZForgotPasswordSchema);
  await consumeRateLimits([
    { key: `forgot:ip:${clientAddress(req.headers)}`, max: 20, windowSeconds: 3600 },
    { key: `forgot:email:${email.toLowerCase()}`, max: 5, windowSeconds: 3600 },
  ]);
  await requestPasswordReset(email);
  return ok(null, RESET_REQUESTED_MESSAGE);
});

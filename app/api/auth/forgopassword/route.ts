import { requestPasswordReset, RESET_REQUESTED_MESSAGE, clientAddress, consumeRateLimits } from "@/lib/accounts";
import { handle } from "@/lib/api/handle";
import { forgotPassword } from "@/lib/api/store/account/contract";

export const POST = handle(forgotPassword, async ({ req, body: { email } }) => {
  await consumeRateLimits([
    { key: `forgot:ip:${clientAddress(req.headers)}`, max: 20, windowSeconds: 3600 },
    { key: `forgot:email:${email.toLowerCase()}`, max: 5, windowSeconds: 3600 },
  ]);
  await requestPasswordReset(email);
  return { data: null, message: RESET_REQUESTED_MESSAGE };
});

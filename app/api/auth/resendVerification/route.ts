import { resendVerification as resend, clientAddress, consumeRateLimits } from "@/lib/accounts";
import { handle } from "@/lib/api/handle";
import { resendVerification } from "@/lib/api/store/account/contract";

export const POST = handle(resendVerification, async ({ req, body: { email, next } }) => {
  await consumeRateLimits([
    { key: `resend:ip:${clientAddress(req.headers)}`, max: 20, windowSeconds: 3600 },
    { key: `resend:email:${email.toLowerCase()}`, max: 5, windowSeconds: 3600 },
  ]);
  await resend(email, next);
  return { data: null, message: "If that account still needs verifying, we have sent a new link." };
});

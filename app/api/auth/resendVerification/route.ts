import { z } from "zod";
import { resendVerification } from "@/lib/accounts/resend-verification";
import { clientAddress, consumeRateLimits } from "@/lib/auth/rate-limit";
import { ZForgotPasswordSchema } from "@/lib/auth/schemas";
import { readJson } from "@/lib/http/body";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

const ZResendSchema = z.object({ email: ZForgotPasswordSchema.shape.email });

export const POST = route(async (req) => {
  const { email } = await readJson(req, ZResendSchema);
  await consumeRateLimits([
    { key: `resend:ip:${clientAddress(req.headers)}`, max: 20, windowSeconds: 3600 },
    { key: `resend:email:${email.toLowerCase()}`, max: 5, windowSeconds: 3600 },
  ]);
  await resendVerification(email);
  return ok(null, "If that account still needs verifying, we have sent a new link.");
});

import { signIn } from "@/lib/accounts/sign-in";
import { clientAddress, consumeRateLimits } from "@/lib/auth/rate-limit";
import { ZSignInSchema } from "@/lib/auth/schemas";
import { CUSTOMER_SESSION_SECONDS } from "@/lib/auth/sessions";
import { setSessionCookie } from "@/lib/auth/set-session-cookie";
import { readJson } from "@/lib/http/body";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { mergeVisitorBasketOnSignIn } from "@/lib/auth/sign-in-hooks";

export const POST = route(async (req) => {
  const input = await readJson(req, ZSignInSchema);
  await consumeRateLimits([
    { key: `signin:ip:${clientAddress(req.headers)}`, max: 50, windowSeconds: 900 },
    { key: `signin:email:${input.email.toLowerCase()}`, max: 10, windowSeconds: 900 },
  ]);
  const { token, session } = await signIn(input, req.headers.get("user-agent"));
  const res = ok({ token }, "Signed in successfully.");
  await setSessionCookie(res, { sid: session.id, role: "customer" }, CUSTOMER_SESSION_SECONDS);
  await mergeVisitorBasketOnSignIn(req, res, session.customerId!);
  return res;
});

import { signIn as startSession, clientAddress, limitFailedAttempts, signInEmailLimitKey } from "@/lib/accounts";
import { handle } from "@/lib/api/handle";
import { signIn } from "@/lib/api/store/account/contract";
import { setCustomerSessionCookie } from "@/lib/api/store/account/cookie";
import { forgetVisitor, visitorTokenHashOf } from "@/lib/api/store/cart/visitor";
import { mergeVisitorBasket } from "@/lib/ordering";

export const POST = handle(signIn, async ({ req, body: { email, password, cookie } }) => {
  const limits = [
    { key: `signin:ip:${clientAddress(req.headers)}`, max: 50, windowSeconds: 900 },
    { key: signInEmailLimitKey(email), max: 10, windowSeconds: 900 },
  ];
  const { token, session } = await limitFailedAttempts(limits, () =>
    startSession({ email, password }, req.headers.get("user-agent")),
  );
  // What the customer put in the basket before signing in joins their basket.
  const visitorBasket = visitorTokenHashOf(req);
  if (visitorBasket) await mergeVisitorBasket(visitorBasket, session.customerId!);
  return {
    data: { token },
    message: "Signed in successfully.",
    after: async (res) => {
      if (cookie) await setCustomerSessionCookie(res, session.id);
      if (visitorBasket) forgetVisitor(res);
    },
  };
});

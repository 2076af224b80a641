import { handle } from "@/lib/api/handle";
import { stripeWebhook } from "@/lib/api/store/payments/contract";
import { readLimited } from "@/lib/platform/http";
import { handleStripeWebhook } from "@/lib/ordering";

// The signature is over the raw bytes: read them as text before any parsing.
export const POST = handle(stripeWebhook, async ({ req }) => {
  const raw = new TextDecoder().decode(await readLimited(req, stripeWebhook.rawBody.maxBytes));
  const result = await handleStripeWebhook(raw, req.headers.get("stripe-signature"));
  return { data: result, message: result.handled ? "Event handled" : "Ignored" };
});

import { handle } from "@/lib/api/handle";
import { razorpayWebhook } from "@/lib/api/store/payments/contract";
import { readLimited } from "@/lib/platform/http";
import { handleRazorpayWebhook } from "@/lib/ordering";

// The signature is over the raw bytes: read them as text before any parsing.
export const POST = handle(razorpayWebhook, async ({ req }) => {
  const raw = new TextDecoder().decode(await readLimited(req, razorpayWebhook.rawBody.maxBytes));
  const result = await handleRazorpayWebhook(raw, req.headers.get("x-razorpay-signature"));
  return { data: result, message: result.handled ? "Order completed" : "Ignored" };
});

import { readLimited } from "@/lib/http/body";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { handleRazorpayWebhook } from "@/lib/payments/webhook";

// The signature is over the raw bytes: read them as text before any parsing.
export const POST = route(async (req) => {
  const raw = new TextDecoder().decode(await readLimited(req, 256 * 1024));
  const result = await handleRazorpayWebhook(raw, req.headers.get("x-razorpay-signature"));
  return ok(result, result.handled ? "Order completed" : "Ignored");
});

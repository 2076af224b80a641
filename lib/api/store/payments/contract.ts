import { z } from "zod";
import { defineEndpoint } from "../../endpoint";
import { ZPaymentProofSchema } from "../orders/contract";

// The payment provider's side: Razorpay's webhook, and the test payment mode's stand-in for
// Razorpay's payment window (no keys configured).

/**
 * Signed by Razorpay over the raw body (X-Razorpay-Signature), so the handler reads the body
 * itself. Public: the signature is the check.
 */
export const razorpayWebhook = defineEndpoint({
  method: "POST",
  path: "/api/payments/razorpay/webhook",
  access: "public",
  rawBody: { maxBytes: 256 * 1024 },
  response: z.object({ handled: z.boolean(), orderId: z.string().optional() }),
});

export const ZTestPaySchema = z.object({
  razorpay_order_id: z.string().min(1).max(64),
  outcome: z.enum(["success", "failure"]),
});

/** Exists only in the test payment mode; 404 otherwise. Answers what Razorpay's window would. */
export const payInTestMode = defineEndpoint({
  method: "POST",
  path: "/api/payments/test/pay",
  access: "customer",
  body: ZTestPaySchema,
  response: z.discriminatedUnion("ok", [
    ZPaymentProofSchema.extend({ ok: z.literal(true) }),
    z.object({ ok: z.literal(false), error: z.object({ description: z.string() }) }),
  ]),
});

/**
 * Stripe's events (decision 030), signed over the raw body (Stripe-Signature), so the handler
 * reads the body itself. Public: the signature is the check.
 */
export const stripeWebhook = defineEndpoint({
  method: "POST",
  path: "/api/payments/stripe/webhook",
  access: "public",
  rawBody: { maxBytes: 512 * 1024 },
  response: z.object({ handled: z.boolean(), orderId: z.string().optional() }),
});

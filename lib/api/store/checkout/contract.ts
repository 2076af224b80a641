import { z } from "zod";
import { PAYMENT_METHODS } from "@/lib/ordering/shared";
import { defineEndpoint } from "../../endpoint";

// The ways of paying the checkout may offer for the current basket (decision 030), with why one
// cannot be used, as create_order's rule decides them.

export const ZPaymentMethodDto = z.object({
  method: z.enum(PAYMENT_METHODS),
  label: z.string(),
  available: z.boolean(),
  /** Why it cannot be used for this basket; null when it can. */
  reason: z.string().nullable(),
  /** Additive: the one the checkout chooses first (Stripe's cards when they are on). */
  isDefault: z.boolean(),
  /** Additive: the shop offers it at all (keys set, cash on for this fulfilment); the checkout lists these. */
  isSetUp: z.boolean(),
  /** Additive, card only: Stripe's publishable key for Stripe.js. */
  publishableKey: z.string().optional(),
});
export type TPaymentMethodDto = z.infer<typeof ZPaymentMethodDto>;

/** Public: a visitor's basket is priced too; the cash guard needs the signed-in customer. */
export const listCheckoutMethods = defineEndpoint({
  method: "GET",
  path: "/api/checkout/methods",
  access: "public",
  response: z.array(ZPaymentMethodDto),
});

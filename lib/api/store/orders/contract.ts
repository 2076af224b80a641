import { z } from "zod";
import { MAX_TIP_PENCE, ORDER_STATUSES, PAYMENT_METHODS } from "@/lib/ordering/shared";
import { issueMessage } from "@/lib/platform/issue-messages";
import { FULFILMENTS } from "@/lib/shop/shared";
import { defineEndpoint } from "../../endpoint";
import { ZOrderLineDto } from "../../order-line";
import { idParams, ZIsoDateTime, ZMoney, ZVatBreakdownDto } from "../../schemas";

// Checking out and the customer's orders (spec section 7: /cart/create_order, verify_order,
// userOreder). create_order freezes the basket into a pending order and opens its payment;
// verify_order checks what the payment window handed back and places the order.

export const VERIFY_FAILED = "Payment verification failed, please try again.";

/** What Razorpay's checkout hands its `handler` after a payment. */
export const ZPaymentProofSchema = z.object({
  razorpay_order_id: z.string({ error: VERIFY_FAILED }).min(1, VERIFY_FAILED).max(64, VERIFY_FAILED),
  razorpay_payment_id: z.string({ error: VERIFY_FAILED }).min(1, VERIFY_FAILED).max(64, VERIFY_FAILED),
  razorpay_signature: z.string({ error: VERIFY_FAILED }).min(1, VERIFY_FAILED).max(256, VERIFY_FAILED),
});
export type TPaymentProof = z.infer<typeof ZPaymentProofSchema>;

export const ZPaymentOrderDto = z.object({
  /** Additive (decision 030): which provider the window belongs to. */
  provider: z.enum(["razorpay", "test"]),
  /** The payment provider's order id (Razorpay's order_…, or the test mode's). */
  orderId: z.string(),
  /** The key the payment window opens with. */
  key: z.string(),
  /** In minor units (pence), as Razorpay's window takes it: the one amount not in major units. */
  amount: z.number().int(),
  currency: z.string(),
  /** No payment keys: the test payment window stands in for Razorpay's. */
  testMode: z.boolean(),
  /** Our own order id. */
  orderRef: z.string(),
});
export type TPaymentOrder = z.infer<typeof ZPaymentOrderDto>;

/** A card payment through Stripe: the PaymentIntent the Payment Element confirms (decision 030). */
export const ZStripeOrderDto = z.object({
  provider: z.literal("stripe"),
  /** Our order id. */
  orderId: z.string(),
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  publishableKey: z.string(),
  /** In minor units (pence), as Stripe takes it: the order's total and the tip. */
  amount: z.number().int(),
  currency: z.string(),
});
export type TStripeOrder = z.infer<typeof ZStripeOrderDto>;

/** A cash order: placed at once, paid on delivery or at collection. */
export const ZCashOrderDto = z.object({
  provider: z.literal("cash"),
  /** Our order id. */
  orderId: z.string(),
  /** In minor units (pence), as every create_order answer gives it. */
  amount: z.number().int(),
  placed: z.literal(true),
});
export type TCashOrder = z.infer<typeof ZCashOrderDto>;

const TIP_MESSAGE = `A tip is an amount from 0 to ${MAX_TIP_PENCE / 100}.00, in whole pence.`;

/**
 * Additive (decision 030): without a body the spec's call is answered as the spec says
 * (Razorpay, or the test mode); `method` chooses another way of paying and `tip` (major units)
 * adds a tip to an online payment.
 */
export const ZCreateOrderBodySchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: "Choose how to pay: card, razorpay, cash or test." }).optional(),
  tip: z
    .number({ error: TIP_MESSAGE })
    .min(0, TIP_MESSAGE)
    .max(MAX_TIP_PENCE / 100, TIP_MESSAGE)
    .multipleOf(0.01, TIP_MESSAGE)
    .optional(),
});
export type TCreateOrderBody = z.input<typeof ZCreateOrderBodySchema>;

export const createOrder = defineEndpoint({
  method: "POST",
  path: "/api/cart/create_order",
  access: "customer",
  body: ZCreateOrderBodySchema,
  response: z.union([ZPaymentOrderDto, ZStripeOrderDto, ZCashOrderDto]),
});

/** The browser's return from Stripe: the PaymentIntent it confirmed (the server asks Stripe about it). */
export const ZStripeReturnSchema = z.object({
  payment_intent: z.string({ error: VERIFY_FAILED }).regex(/^pi_[A-Za-z0-9_]{1,250}$/, VERIFY_FAILED),
});
export type TStripeReturn = z.infer<typeof ZStripeReturnSchema>;

const isStripeReturn = (value: unknown) => typeof value === "object" && value !== null && "payment_intent" in value;

/**
 * Razorpay's three ids (the spec's body, with its messages unchanged), or Stripe's PaymentIntent.
 * Dispatched on `payment_intent` rather than a zod union, so a spec client's mistake is still
 * answered field by field.
 */
export const ZVerifyOrderSchema = z.unknown().transform((value, ctx): TPaymentProof | TStripeReturn => {
  // A parse of its own: zod's generic messages are worded here as the outer parse words them.
  const schema = isStripeReturn(value) ? ZStripeReturnSchema : ZPaymentProofSchema;
  const parsed = schema.safeParse(value, { error: issueMessage });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
}) as unknown as z.ZodType<TPaymentProof | TStripeReturn, TPaymentProof | TStripeReturn>;

export const verifyOrder = defineEndpoint({
  method: "POST",
  path: "/api/cart/verify_order",
  access: "customer",
  body: ZVerifyOrderSchema,
  response: z.object({ orderId: z.string() }),
});

/** A refund as the customer sees it (no admin, no provider ids). */
export const ZCustomerRefundDto = z.object({
  _id: z.string(),
  amount: ZMoney,
  reason: z.string(),
  status: z.enum(["pending", "processed", "failed"]),
  createdAt: ZIsoDateTime,
  processedAt: ZIsoDateTime.nullable(),
});

/** The spec's "Order (customer history)". Money in major units of `currency`. */
export const ZCustomerOrderDto = z.object({
  _id: z.string(),
  grandTotal: ZMoney,
  subtotal: ZMoney,
  discount: ZMoney,
  deliveryFee: ZMoney,
  currency: z.string(),
  deliveryAddress: z.string().nullable(),
  /**
   * 'success' once paid, 'failed', else 'Pending', as the spec's views colour it; a cash order is
   * 'due' until the shop takes the money ('unpaid' if it ended without it).
   */
  paymentStatus: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: ZIsoDateTime,
  placedAt: ZIsoDateTime.nullable(),
  cartItem: z.object({ Iteam: z.array(ZOrderLineDto) }),
  /** The promotions frozen on the order; their amounts add up to `discount`. */
  promotions: z.array(z.object({ _id: z.string(), name: z.string(), amount: ZMoney })),
  /** Additive: how it reaches the customer, when they were told to expect it, its refunds. */
  fulfilment: z.enum(FULFILMENTS),
  promisedAt: ZIsoDateTime.nullable(),
  refunds: z.array(ZCustomerRefundDto),
  orderNumber: z.string(),
  /** Additive (decision 030): how it is paid, the tip on top of grandTotal, and what is still to pay in cash. */
  paymentMethod: z.enum(PAYMENT_METHODS),
  tip: ZMoney,
  amountDue: ZMoney,
  /** Additive (issue 23): what was given back (refunds not failed), so the payment reads "Refunded" or "Part refunded £x". */
  refunded: ZMoney,
  /** Additive (decision 034): the VAT per rate, less refunds. */
  vatBreakdown: ZVatBreakdownDto,
});
export type TCustomerOrder = z.infer<typeof ZCustomerOrderDto>;

/** Newest first; checkouts never paid are left out. */
export const listMyOrders = defineEndpoint({
  method: "GET",
  path: "/api/cart/userOreder",
  access: "customer",
  response: z.array(ZCustomerOrderDto),
});

/** The order's tracking page: its history entry plus the timeline of statuses with times. */
export const ZTrackedOrderDto = ZCustomerOrderDto.extend({
  timeline: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: ZIsoDateTime, reason: z.string().nullable() })),
  /** `amount` is the sum of `vatBreakdown`'s VAT; `ratePercent` the highest rate on the order (each is in `vatBreakdown`). */
  vat: z.object({ ratePercent: z.number(), amount: ZMoney }),
});
export type TTrackedOrder = z.infer<typeof ZTrackedOrderDto>;

/** One of the customer's own orders; anyone else's answers 404, as one that does not exist. */
export const trackMyOrder = defineEndpoint({
  method: "GET",
  path: "/api/cart/userOreder/[id]",
  access: "customer",
  params: idParams("id", "order id"),
  response: ZTrackedOrderDto,
});

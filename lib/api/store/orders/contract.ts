import { z } from "zod";
import { ORDER_STATUSES } from "@/lib/ordering/shared";
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

/** No body: everything is taken from the customer's basket on the server. */
export const createOrder = defineEndpoint({
  method: "POST",
  path: "/api/cart/create_order",
  access: "customer",
  response: ZPaymentOrderDto,
});

export const verifyOrder = defineEndpoint({
  method: "POST",
  path: "/api/cart/verify_order",
  access: "customer",
  body: ZPaymentProofSchema,
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
  /** 'success' once paid, 'failed', else 'Pending', as the spec's views colour it. */
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

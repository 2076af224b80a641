import { z } from "zod";
import { SIZES } from "@/lib/catalogue/types";
import { defineEndpoint } from "../../endpoint";
import { ZIsoDateTime, ZMoney, ZPictureUrl } from "../../schemas";

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

/** A line as it was ordered (a snapshot: the menu may have changed since). */
export const ZOrderLineDto = z.object({
  _id: z.string(),
  qty: z.number().int(),
  total: ZMoney,
  unitPrice: ZMoney,
  size: z.enum(SIZES),
  subcategoryId: z
    .object({ _id: z.string().nullable(), subCategoryname: z.string(), image: ZPictureUrl.nullable() })
    .nullable(),
  /** `_id` is null once the dish has left the menu. */
  categoryItem: z.object({ _id: z.string().nullable(), categoryItemName: z.string(), image: ZPictureUrl.nullable() }),
  additionalInfo: z.object({ detailinfo: z.string() }),
  /** What promotions took off this line (it cost total − discount). */
  discount: ZMoney,
  /** The promotion's name on a dish it added at no charge; null on a dish paid for. */
  freeWith: z.string().nullable(),
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
  status: z.enum(["pending", "placed", "preparing", "out_for_delivery", "delivered", "cancelled"]),
  createdAt: ZIsoDateTime,
  placedAt: ZIsoDateTime.nullable(),
  cartItem: z.object({ Iteam: z.array(ZOrderLineDto) }),
  /** The promotions frozen on the order; their amounts add up to `discount`. */
  promotions: z.array(z.object({ _id: z.string(), name: z.string(), amount: ZMoney })),
});
export type TCustomerOrder = z.infer<typeof ZCustomerOrderDto>;

/** Newest first; checkouts never paid are left out. */
export const listMyOrders = defineEndpoint({
  method: "GET",
  path: "/api/cart/userOreder",
  access: "customer",
  response: z.array(ZCustomerOrderDto),
});

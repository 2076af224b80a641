import { z } from "zod";
import {
  ADMIN_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PREP_MINUTES_MAX,
  PREP_MINUTES_MIN,
} from "@/lib/ordering/shared";
import { FULFILMENTS } from "@/lib/shop/shared";
import { defineEndpoint } from "../../endpoint";
import { ZRefundDto } from "../refunds/contract";
import { ZOrderLineDto } from "../../order-line";
import { idParams, ZIsoDateTime, ZMoney, ZVatBreakdownDto } from "../../schemas";

// Orders as the admin sees them: a customer's orders (the spec's "Order (admin view)"), the
// kitchen's board, and moving an order on. Money in major units of `currency`.

export const ZOrderStatus = z.enum(ORDER_STATUSES);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/** The statuses an admin may move an order to. */
export const ZAdminStatus = z.enum(ADMIN_STATUSES, { error: "Choose a status." });
export type TAdminStatus = z.infer<typeof ZAdminStatus>;

/** Every move the kitchen can make: the PATCH statuses, accepting and rejecting. */
export const ZKitchenStatus = z.enum([...ADMIN_STATUSES, "accepted", "rejected"]);
export type TKitchenStatus = z.infer<typeof ZKitchenStatus>;

export const ZFulfilment = z.enum(FULFILMENTS);

/** The shared order line, and what of it had gone when the payment arrived. */
export const ZAdminOrderLineDto = ZOrderLineDto.extend({
  /** What of this line was sold out or withdrawn when the payment arrived ("Margherita is sold out"); empty when nothing. */
  unavailableAtPayment: z.array(z.string()),
});

export const ZAdminOrderDto = z.object({
  _id: z.string(),
  grandtotal: ZMoney,
  currency: z.string(),
  /** 'success' once paid, 'failed', else 'Pending', as the spec's views colour it. */
  paymentStatus: z.string(),
  status: ZOrderStatus,
  /**
   * The spec's object, always: a spec client reads `order.address.address`. Empty for an order
   * with no address (collection); this app's screens read that as none.
   */
  address: z.object({ address: z.string() }),
  /** Who to call and how to get in, frozen at checkout (issue 12); phone in E.164. */
  contact: z.object({
    name: z.string().nullable(),
    phone: z.string().nullable(),
    postcode: z.string().nullable(),
    riderNotes: z.string().nullable(),
    zone: z.string().nullable(),
  }),
  createdAt: ZIsoDateTime,
  Iteam: z.array(ZAdminOrderLineDto),
  /** Everything promotions took off, and each promotion frozen on the order. */
  discount: ZMoney,
  promotions: z.array(z.object({ _id: z.string(), name: z.string(), amount: ZMoney })),
  /** Paid after something on it sold out or was withdrawn: the kitchen calls the customer (decision 023). */
  soldOutSinceOrdered: z.boolean(),
  /**
   * Additive (decision 030): how it is paid, the tip on top of grandtotal (outside VAT), when
   * the money was in, and what is still to take in cash ("CASH £23.40 — take payment").
   */
  paymentMethod: z.enum(PAYMENT_METHODS),
  tip: ZMoney,
  paidAt: ZIsoDateTime.nullable(),
  amountDue: ZMoney,
  /** Additive (issue 23): the number people say ("#1042"), and what was given back (refunds not failed). */
  orderNumber: z.string(),
  refunded: ZMoney,
  /** Additive (decision 034): the VAT per rate, less refunds. */
  vatBreakdown: ZVatBreakdownDto,
});

export const ZBoardOrderDto = ZAdminOrderDto.extend({
  placedAt: ZIsoDateTime.nullable(),
  /**
   * `email` only for a role that handles customers (`customers.read`, decision 115): the kitchen
   * and riders call the contact's name and phone, and never read the e-mail.
   */
  customer: z.object({ _id: z.string(), username: z.string(), email: z.string().optional() }),
  /** The statuses the kitchen may move it to now ("accepted" and "rejected" have endpoints of their own). */
  nextStatuses: z.array(ZKitchenStatus),
  fulfilment: ZFulfilment,
  /** When the customer was told to expect it (set on accepting); null before. */
  promisedAt: ZIsoDateTime.nullable(),
  /** The slot the customer chose; null: as soon as possible. Accepting keeps it (issue 23). */
  slotStart: ZIsoDateTime.nullable(),
  /** When it had waited the shop's minutes unanswered and the owners were told; null otherwise. */
  escalatedAt: ZIsoDateTime.nullable(),
  /**
   * Additive (decision 115), on the board asked with `q` only: whether the order matches every
   * word of it, the customer's e-mail searched too, for a role not sent the e-mail as well.
   */
  matchesSearch: z.boolean().optional(),
});

export type TAdminOrderLineDto = z.infer<typeof ZAdminOrderLineDto>;
export type TAdminOrderDto = z.infer<typeof ZAdminOrderDto>;
export type TBoardOrderDto = z.infer<typeof ZBoardOrderDto>;

/** A customer's orders, newest first; checkouts never paid are left out. */
export const listCustomerOrders = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/ArchivedOrder/[id]",
  access: "admin",
  permission: "customers.read",
  params: idParams("id", "user id"),
  response: z.array(ZAdminOrderDto),
});

export const ZBoardQuerySchema = z.object({
  /** The top bar's search: every order still comes back, each with `matchesSearch`. */
  q: z.string().trim().max(200, "Search with at most 200 characters.").optional(),
});

/** Paid orders the kitchen still has to finish, oldest first, and today's finished ones. */
export const listBoardOrders = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/orders",
  access: "admin",
  permission: "orders.read",
  query: ZBoardQuerySchema,
  response: z.array(ZBoardOrderDto),
});

export const ZReasonSchema = z
  .string({ error: "Say why, for the customer and the records." })
  .trim()
  .min(3, "Say why, for the customer and the records.")
  .max(300, "Keep it under 300 characters.");

/** `reason` (additive) is told to the customer when cancelling. */
export const ZOrderStatusBodySchema = z.object({ status: ZAdminStatus, reason: ZReasonSchema.optional() });

export const changeOrderStatus = defineEndpoint({
  method: "PATCH",
  path: "/api/adminauth/orderStatus/[id]",
  access: "admin",
  permission: "orders.move",
  params: idParams("id", "order id"),
  body: ZOrderStatusBodySchema,
  response: z.object({ _id: z.string(), status: ZOrderStatus }),
  changesShopData: false,
});

const ZMovedDto = z.object({
  _id: z.string(),
  status: ZOrderStatus,
  promisedAt: ZIsoDateTime.nullable(),
  refunded: ZMoney,
});
export type TMovedDto = z.infer<typeof ZMovedDto>;

/** `prepMinutes` is needed for an order as soon as possible; an order for a later slot keeps its slot (issue 23). */
export const ZAcceptBodySchema = z.object({
  prepMinutes: z
    .number({ error: "Choose a prep time." })
    .int("Choose a whole number of minutes.")
    .min(PREP_MINUTES_MIN, `At least ${PREP_MINUTES_MIN} minutes.`)
    .max(PREP_MINUTES_MAX, `At most ${PREP_MINUTES_MAX} minutes.`)
    .optional(),
});
export type TAcceptBody = z.infer<typeof ZAcceptBodySchema>;

/** A new paid order taken, with the minutes until the customer has it (sets the promised time). */
export const acceptOrder = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/orders/[id]/accept",
  access: "admin",
  permission: "orders.move",
  params: idParams("id", "order id"),
  body: ZAcceptBodySchema,
  response: ZMovedDto,
  changesShopData: false,
});

export const ZRejectBodySchema = z.object({ reason: ZReasonSchema });
export type TRejectBody = z.infer<typeof ZRejectBodySchema>;

/** A new paid order refused, with a reason: refunded in full, the customer told. */
export const rejectOrder = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/orders/[id]/reject",
  access: "admin",
  permission: "orders.move",
  params: idParams("id", "order id"),
  body: ZRejectBodySchema,
  response: ZMovedDto,
  changesShopData: false,
});

export const ZOrderDetailDto = ZBoardOrderDto.extend({
  subtotal: ZMoney,
  discount: ZMoney,
  deliveryFee: ZMoney,
  Iteam: z.array(ZAdminOrderLineDto.extend({ paid: ZMoney, refunded: z.boolean() })),
  history: z.array(
    z.object({
      from: ZOrderStatus.nullable(),
      to: ZOrderStatus,
      at: ZIsoDateTime,
      by: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      _id: z.string(),
      provider: z.string(),
      providerPaymentId: z.string().nullable(),
      amount: ZMoney,
      status: z.string(),
      createdAt: ZIsoDateTime,
      paidAt: ZIsoDateTime.nullable(),
    }),
  ),
  refunds: z.array(ZRefundDto),
  paid: ZMoney,
  refunded: ZMoney,
  refundable: ZMoney,
  /** `amount` is the sum of `vatBreakdown`'s VAT; `ratePercent` the highest rate on the order. */
  vat: z.object({ ratePercent: z.number(), amount: ZMoney }),
  /**
   * Additive: the VAT by rate of the sale as made, before any refund (`vatBreakdown` is what is
   * kept after them). The receipt, a VAT invoice of the sale, prints these.
   */
  vatSold: ZVatBreakdownDto,
  /** `vatNumber` (additive) is printed on the receipt; null when the shop has not set one. */
  shop: z.object({ name: z.string(), address: z.string(), phone: z.string(), vatNumber: z.string().nullable() }),
});
export type TOrderDetailDto = z.infer<typeof ZOrderDetailDto>;

/** Staff took the cash for a cash order (decision 030); pressed again, it answers the first time. */
export const markOrderPaid = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/orders/[id]/paid",
  access: "admin",
  permission: "orders.cash",
  params: idParams("id", "order id"),
  response: z.object({ _id: z.string(), paymentStatus: z.string(), paidAt: ZIsoDateTime, amount: ZMoney }),
  changesShopData: false,
});

/** One order with its lines, customer, history, payments and refunds. */
export const getOrder = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/orders/[id]",
  access: "admin",
  permission: "orders.read",
  params: idParams("id", "order id"),
  response: ZOrderDetailDto,
});

import { z } from "zod";
import { ADMIN_STATUSES, ORDER_STATUSES } from "@/lib/admin/order-flow";
import { SIZES } from "@/lib/catalogue/types";
import { defineEndpoint } from "../../endpoint";
import { idParams, ZIsoDateTime, ZMoney, ZPictureUrl } from "../../schemas";

// Orders as the admin sees them: a customer's orders (the spec's "Order (admin view)"), the
// kitchen's board, and moving an order on. Money in major units of `currency`.

export const ZOrderStatus = z.enum(ORDER_STATUSES);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/** The statuses an admin may move an order to. */
export const ZAdminStatus = z.enum(ADMIN_STATUSES, { error: "Choose a status." });
export type TAdminStatus = z.infer<typeof ZAdminStatus>;

/** A line as it was ordered (a snapshot: the menu may have changed since). */
export const ZAdminOrderLineDto = z.object({
  _id: z.string(),
  qty: z.number().int(),
  total: ZMoney,
  unitPrice: ZMoney,
  size: z.enum(SIZES),
  /** The spec's populated subcategory; null when the customer chose none. */
  subcategoryId: z
    .object({ _id: z.string().nullable(), subCategoryname: z.string(), image: ZPictureUrl.nullable() })
    .nullable(),
  categoryItem: z.object({ _id: z.string().nullable(), categoryItemName: z.string(), image: ZPictureUrl.nullable() }),
  additionalInfo: z.object({ detailinfo: z.string() }),
  /** What promotions took off this line (it cost total − discount). */
  discount: ZMoney,
  /** The promotion's name on a dish it added at no charge; null on a dish paid for. */
  freeWith: z.string().nullable(),
});

export const ZAdminOrderDto = z.object({
  _id: z.string(),
  grandtotal: ZMoney,
  currency: z.string(),
  /** 'success' once paid, 'failed', else 'Pending', as the spec's views colour it. */
  paymentStatus: z.string(),
  status: ZOrderStatus,
  address: z.object({ address: z.string() }).nullable(),
  createdAt: ZIsoDateTime,
  Iteam: z.array(ZAdminOrderLineDto),
  /** Everything promotions took off, and each promotion frozen on the order. */
  discount: ZMoney,
  promotions: z.array(z.object({ _id: z.string(), name: z.string(), amount: ZMoney })),
});

export const ZBoardOrderDto = ZAdminOrderDto.extend({
  placedAt: ZIsoDateTime.nullable(),
  customer: z.object({ _id: z.string(), username: z.string(), email: z.string() }),
  /** The statuses the kitchen may move it to now. */
  nextStatuses: z.array(ZAdminStatus),
});

export type TAdminOrderLineDto = z.infer<typeof ZAdminOrderLineDto>;
export type TAdminOrderDto = z.infer<typeof ZAdminOrderDto>;
export type TBoardOrderDto = z.infer<typeof ZBoardOrderDto>;

/** A customer's orders, newest first; checkouts never paid are left out. */
export const listCustomerOrders = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/ArchivedOrder/[id]",
  access: "admin",
  params: idParams("id", "user id"),
  response: z.array(ZAdminOrderDto),
});

/** Paid orders the kitchen still has to finish, oldest first, and today's finished ones. */
export const listBoardOrders = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/orders",
  access: "admin",
  response: z.array(ZBoardOrderDto),
});

export const ZOrderStatusBodySchema = z.object({ status: ZAdminStatus });

export const changeOrderStatus = defineEndpoint({
  method: "PATCH",
  path: "/api/adminauth/orderStatus/[id]",
  access: "admin",
  params: idParams("id", "order id"),
  body: ZOrderStatusBodySchema,
  response: z.object({ _id: z.string(), status: ZOrderStatus }),
});

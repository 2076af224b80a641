import { z } from "zod";
import { defineEndpoint } from "../../endpoint";
import { idParams, ZIsoDateTime, ZMoney } from "../../schemas";

// The rider's screen (issue 22): the orders out for delivery and marking one delivered.

export const ZDeliveryDto = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  promisedAt: ZIsoDateTime.nullable(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  riderNotes: z.string().nullable(),
  items: z.number().int(),
  /** What is left to take at the door, 0 when paid. */
  due: ZMoney,
  currency: z.string(),
});
export type TDeliveryDto = z.infer<typeof ZDeliveryDto>;

export const listDeliveries = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/deliveries",
  access: "admin",
  permission: "deliveries.handle",
  response: z.object({ deliveries: z.array(ZDeliveryDto) }),
});

export const markDelivered = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/deliveries/[id]/delivered",
  access: "admin",
  permission: "deliveries.handle",
  params: idParams("id", "order id"),
  response: z.object({ _id: z.string(), status: z.string() }),
  changesShopData: false,
});

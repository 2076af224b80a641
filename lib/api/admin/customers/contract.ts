import { z } from "zod";
import { defineEndpoint } from "../../endpoint";
import { idParams, ZIsoDateTime, ZPictureUrl } from "../../schemas";

// The shop's customers as the admin lists them: never a password hash or a token.

export const ZAdminCustomerDto = z.object({
  _id: z.string(),
  /** The customer's picture, or null when they gave none. */
  filepath: ZPictureUrl.nullable(),
  username: z.string(),
  email: z.string(),
  isVerified: z.boolean(),
  createdAt: ZIsoDateTime,
  /**
   * Additive (decision 030): cash orders of theirs never collected since the owner last cleared
   * them; at two, cash is not offered to them (`cashBlocked`).
   */
  cashNotCollected: z.number().int(),
  cashBlocked: z.boolean(),
});
export type TAdminCustomerDto = z.infer<typeof ZAdminCustomerDto>;

/** Every customer, newest first. */
export const listCustomers = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/Userdetail",
  access: "admin",
  permission: "customers.read",
  response: z.array(ZAdminCustomerDto),
});

/** The owner lets a customer pay cash again (decision 030): their uncollected cash orders stop counting. */
export const clearCashBlock = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/customers/[id]/cash",
  access: "admin",
  permission: "payments.settings",
  params: idParams("id", "customer id"),
  response: z.object({ _id: z.string(), cashNotCollected: z.number().int(), cashBlocked: z.boolean() }),
});

import { z } from "zod";
import { defineEndpoint } from "../../endpoint";
import { ZIsoDateTime, ZPictureUrl } from "../../schemas";

// The shop's customers as the admin lists them: never a password hash or a token.

export const ZAdminCustomerDto = z.object({
  _id: z.string(),
  /** The customer's picture, or null when they gave none. */
  filepath: ZPictureUrl.nullable(),
  username: z.string(),
  email: z.string(),
  isVerified: z.boolean(),
  createdAt: ZIsoDateTime,
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

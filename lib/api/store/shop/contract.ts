import { z } from "zod";
import { defineEndpoint } from "../../endpoint";

// The shop's identity for customers (issue 25): who they buy from and how to reach the shop.
// Additive: the spec has no such endpoint.

export const ZShopIdentityDto = z.object({
  name: z.string(),
  /** Absolute URL of the owner's logo; null: the built-in mark. */
  logo: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  companyNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
});
export type TShopIdentityDto = z.infer<typeof ZShopIdentityDto>;

export const getShopIdentity = defineEndpoint({
  method: "GET",
  path: "/api/store/identity",
  access: "public",
  response: ZShopIdentityDto,
});

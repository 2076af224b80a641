import { z } from "zod";
import { defineEndpoint } from "../../endpoint";

// The customer's saved delivery addresses (spec section 7: /cart/addAddress, showAddress,
// selectAddress). Choosing one sets it on the customer's basket for the checkout.

export const ZAddressSchema = z.object({
  address: z
    .string({ error: "Please fill the address first" })
    .trim()
    .min(1, "Please fill the address first")
    .max(300, "Keep the address under 300 characters."),
});

export const ZSelectAddressSchema = z.object({
  addressId: z.uuid("Choose one of your saved addresses.").transform((id) => id.toLowerCase()),
});

export const ZAddressDto = z.object({ _id: z.string(), address: z.string() });
export const ZSavedAddressDto = ZAddressDto.extend({ /** Chosen for delivery. */ selected: z.boolean() });
export type TSavedAddress = z.infer<typeof ZSavedAddressDto>;

export const addAddress = defineEndpoint({
  method: "POST",
  path: "/api/cart/addAddress",
  access: "customer",
  body: ZAddressSchema,
  response: ZAddressDto,
});

/** Newest first. */
export const listAddresses = defineEndpoint({
  method: "GET",
  path: "/api/cart/showAddress",
  access: "customer",
  response: z.array(ZSavedAddressDto),
});

export const selectAddress = defineEndpoint({
  method: "POST",
  path: "/api/cart/selectAddress",
  access: "customer",
  body: ZSelectAddressSchema,
  response: ZAddressDto,
});

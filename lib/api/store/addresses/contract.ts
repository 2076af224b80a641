import { z } from "zod";
import type { AddressInput } from "@/lib/accounts/shared";
import { issueMessage } from "@/lib/platform/issue-messages";
import { findPostcodeInText, INVALID_FULL_POSTCODE_MESSAGE, parseFullPostcode } from "@/lib/platform/uk-postcode";
import { defineEndpoint } from "../../endpoint";
import { idParams, ZMoney } from "../../schemas";

// The customer's saved delivery addresses (spec section 7: /cart/addAddress, showAddress,
// selectAddress). Choosing one sets it on the customer's basket for the checkout. An address
// has lines, a town, a UK postcode and notes for the rider; the spec's one free-text `address`
// still works when a postcode can be found in it (issue 12).

const BLANK_ADDRESS = "Please fill the address first";
const NO_POSTCODE = "Add the postcode to the address, such as W1B 5AH.";

const optionalText = (max: number, what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(max, `Keep ${what.toLowerCase()} under ${max} characters.`)
    .nullish()
    .transform((v) => v || null);

const riderNotes = optionalText(300, "The notes for the rider");

/** The checkout's and the profile's address form. */
export const ZAddressFormSchema = z.object({
  line1: z
    .string({ error: "Enter the first line of the address." })
    .trim()
    .min(1, "Enter the first line of the address.")
    .max(120, "Keep the first line under 120 characters."),
  line2: optionalText(120, "The second line"),
  town: z
    .string({ error: "Enter the town." })
    .trim()
    .min(1, "Enter the town.")
    .max(60, "Keep the town under 60 characters."),
  postcode: z
    .string({ error: INVALID_FULL_POSTCODE_MESSAGE })
    .max(16, INVALID_FULL_POSTCODE_MESSAGE)
    .refine((v) => parseFullPostcode(v) !== null, INVALID_FULL_POSTCODE_MESSAGE),
  riderNotes,
});
export type TAddressForm = z.input<typeof ZAddressFormSchema>;

const ZFreeTextAddressSchema = z.object({
  address: z
    .string({ error: BLANK_ADDRESS })
    .trim()
    .min(1, BLANK_ADDRESS)
    .max(300, "Keep the address under 300 characters.")
    .refine((text) => findPostcodeInText(text) !== null, NO_POSTCODE),
  riderNotes,
});

/** Lines, town and postcode; or the spec's one `address` line with a postcode somewhere in it. */
export const ZAddressSchema = z
  .object({
    address: z.unknown().optional(),
    line1: z.unknown().optional(),
    line2: z.unknown().optional(),
    town: z.unknown().optional(),
    postcode: z.unknown().optional(),
    riderNotes: z.unknown().optional(),
  })
  .transform((body, ctx): AddressInput => {
    const isStructured =
      body.address === undefined &&
      (body.line1 !== undefined || body.town !== undefined || body.postcode !== undefined);
    // A parse of its own: zod's generic messages are worded here as the outer parse words them.
    const schema = isStructured ? ZAddressFormSchema : ZFreeTextAddressSchema;
    const parsed = schema.safeParse(body, { error: issueMessage });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      return z.NEVER;
    }
    if ("address" in parsed.data) {
      return {
        text: parsed.data.address,
        line1: null,
        line2: null,
        town: null,
        postcode: findPostcodeInText(parsed.data.address)!.postcode,
        riderNotes: parsed.data.riderNotes,
      };
    }
    const form = parsed.data;
    const postcode = parseFullPostcode(form.postcode)!.postcode;
    return {
      text: [form.line1, form.line2, form.town, postcode].filter(Boolean).join(", "),
      line1: form.line1,
      line2: form.line2,
      town: form.town,
      postcode,
      riderNotes: form.riderNotes,
    };
  });

export const ZSelectAddressSchema = z.object({
  addressId: z.uuid("Choose one of your saved addresses.").transform((id) => id.toLowerCase()),
});

export const ZDeliveryZoneSummaryDto = z.object({
  _id: z.string(),
  name: z.string(),
  deliveryFee: ZMoney,
  minimumOrder: ZMoney,
});

export const ZAddressDto = z.object({
  _id: z.string(),
  /** The whole address on one line, as the spec's clients show it. */
  address: z.string(),
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  town: z.string().nullable(),
  /** Normalised ("W1B 5AH"); null only on an address saved before postcodes were asked. */
  postcode: z.string().nullable(),
  riderNotes: z.string().nullable(),
  /**
   * A UK number written in the address (+44…): the one called about an order delivered there,
   * ahead of the account's (decision 022), so the screens can say so. Null when it has none.
   */
  phone: z.string().nullable(),
  /** False: saved, but outside every delivery zone (collection only). */
  deliverable: z.boolean(),
  zone: ZDeliveryZoneSummaryDto.nullable(),
});
export const ZSavedAddressDto = ZAddressDto.extend({ /** Chosen for delivery. */ selected: z.boolean() });
export type TAddressDto = z.infer<typeof ZAddressDto>;
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

/** Removes one of the customer's saved addresses (not in the spec: additive); 404 for any other. */
export const removeAddress = defineEndpoint({
  method: "DELETE",
  path: "/api/cart/address/[id]",
  access: "customer",
  params: idParams("id", "address id"),
  response: z.null(),
});

export const selectAddress = defineEndpoint({
  method: "POST",
  path: "/api/cart/selectAddress",
  access: "customer",
  body: ZSelectAddressSchema,
  response: ZAddressDto,
});

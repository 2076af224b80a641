import { z } from "zod";
import { COMPANY_NUMBER_PATTERN, PHONE_PATTERN, VAT_NUMBER_PATTERN } from "./shop-identity-rules";

// The shop identity's rules as zod says them (the owner's form and the PUT's body), apart from
// shop-identity-rules.ts so that the storefront's footer and pages do not load zod. Browser-safe.

const optionalText = (schema: z.ZodString) =>
  z
    .union([schema, z.literal(""), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

/** The owner's form and the PUT's body: the same rules in the browser and on the server. */
export const ZShopIdentitySchema = z.object({
  name: z
    .string({ error: "Enter the shop's trading name." })
    .trim()
    .min(2, "The trading name must be at least 2 characters.")
    .max(60, "The trading name can be at most 60 characters."),
  address: z
    .string({ error: "Enter the shop's address." })
    .trim()
    .min(5, "Enter the shop's full address, with its postcode.")
    .max(200, "The address can be at most 200 characters."),
  phone: z
    .string({ error: "Enter the shop's phone number." })
    .trim()
    .regex(PHONE_PATTERN, "Enter a phone number such as 020 7946 0000."),
  email: z.email({ error: "Enter an e-mail address such as orders@example.co.uk." }).trim().max(254),
  companyNumber: optionalText(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(COMPANY_NUMBER_PATTERN, "A company number is 8 digits, or 2 letters and 6 digits."),
  ),
  vatNumber: optionalText(
    z.string().trim().toUpperCase().regex(VAT_NUMBER_PATTERN, "Enter a UK VAT number such as GB 123 4567 89."),
  ),
});
export type TShopIdentityForm = z.input<typeof ZShopIdentitySchema>;
export type ShopIdentityInput = z.output<typeof ZShopIdentitySchema>;

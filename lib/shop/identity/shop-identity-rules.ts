import { z } from "zod";

// The shop as customers are told it (issue 25): what a UK distance seller must give before the
// order (Consumer Contracts Regulations 2013, sch. 2) and what a VAT invoice must show. Browser-safe.

export type ShopIdentity = {
  name: string;
  /** The stored logo's path; null: the built-in mark. */
  logoPath: string | null;
  address: string;
  phone: string;
  email: string;
  companyNumber: string | null;
  vatNumber: string | null;
  /** The site's address (APP_URL), for links in mails and receipts. */
  url: string;
};

export const PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/;
export const VAT_NUMBER_PATTERN = /^(GB)?\s?\d{3}\s?\d{4}\s?\d{2}(\s?\d{3})?$/;
/** Companies House: 8 digits, or 2 letters (SC, NI, OC…) and 6 digits. */
export const COMPANY_NUMBER_PATTERN = /^([0-9]{8}|[A-Z]{2}[0-9]{6})$/;

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
    z.string().trim().toUpperCase().regex(COMPANY_NUMBER_PATTERN, "A company number is 8 digits, or 2 letters and 6 digits."),
  ),
  vatNumber: optionalText(
    z.string().trim().toUpperCase().regex(VAT_NUMBER_PATTERN, "Enter a UK VAT number such as GB 123 4567 89."),
  ),
});
export type TShopIdentityForm = z.input<typeof ZShopIdentitySchema>;
export type ShopIdentityInput = z.output<typeof ZShopIdentitySchema>;

/** `tel:` wants digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}

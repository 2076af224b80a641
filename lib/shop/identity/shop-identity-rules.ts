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

/** `tel:` wants digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}

// Shared by server and browser code: no server-only imports here.

/** Formats integer minor units in a currency, e.g. (1249, "GBP") → "£12.49". */
export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(minor / 100);
}

/** Whole major units, as the VAT return's box 6 asks for them (123 → "£123"). */
export function formatWholeUnits(units: number, currency: string): string {
  return new Intl.NumberFormat("en-GB", {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(units);
}

/** Minor units to the API's major-unit number (1249 → 12.49). */
export function toMajor(minor: number): number {
  return Math.round(minor) / 100;
}

/** Minor units as a plain decimal with two places, for files a spreadsheet reads (1249 → "12.49", -5 → "-0.05"). */
export function toDecimalString(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const whole = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

/** The API's major-unit number to integer minor units (12.49 → 1249). */
export function toMinor(major: number): number {
  return Math.round(major * 100);
}

/** The currency's symbol as shown beside an amount field ("£" for GBP, "€" for EUR). */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat("en-GB", { style: "currency", currency }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}

// Shared by server and browser code: no server-only imports here.

// One formatter per currency and kind is kept: building one costs about 0.13 ms, formatting
// with one 4 µs, and a page or report may show hundreds of amounts (docs/speed-log.md,
// 2026-11-30). A browser's very first formatter costs tens of milliseconds more, which is why
// the storefront's first draw uses texts the server wrote (decision 061).
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: string, whole = false): Intl.NumberFormat {
  const key = whole + currency;
  let f = formats.get(key);
  if (!f) {
    const digits = whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {};
    formats.set(key, (f = new Intl.NumberFormat("en-GB", { style: "currency", currency, ...digits })));
  }
  return f;
}

/** Formats integer minor units in a currency, e.g. (1249, "GBP") → "£12.49". */
export function formatMoney(minor: number, currency: string): string {
  return currencyFormat(currency).format(minor / 100);
}

/**
 * Each amount written once, keyed by its minor units: the prices a page's client components show
 * when they first draw, handed to them by the server so the browser builds no formatter then.
 */
export function moneyTexts(amounts: Iterable<number>, currency: string): Record<number, string> {
  const texts: Record<number, string> = {};
  for (const minor of amounts) texts[minor] ??= formatMoney(minor, currency);
  return texts;
}

/** Whole major units, as the VAT return's box 6 asks for them (123 → "£123"). */
export function formatWholeUnits(units: number, currency: string): string {
  return currencyFormat(currency, true).format(units);
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
  const parts = currencyFormat(currency).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}

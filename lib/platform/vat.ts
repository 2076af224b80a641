// UK VAT rates, the one table of them (decision 034). Shared by server and browser code: no
// server-only imports. A dish or an extra carries a class; the rate of a class is the one in
// force on the day the order is made, and the order freezes it.

export const VAT_CLASSES = ["standard", "reduced", "zero"] as const;
export type VatClass = (typeof VAT_CLASSES)[number];

export const VAT_CLASS_LABELS: Record<VatClass, string> = {
  standard: "Standard",
  reduced: "Reduced",
  zero: "Zero",
};

export function isVatClass(value: unknown): value is VatClass {
  return typeof value === "string" && (VAT_CLASSES as readonly string[]).includes(value);
}

/**
 * Each class's rate from a London date on, in basis points (2000 = 20%), oldest first. A
 * change Parliament announces is added as a new row with its date, ahead of the day: orders
 * made from that day take it, orders made before keep the rate they froze.
 * https://www.gov.uk/guidance/rates-of-vat-on-different-goods-and-services
 */
export const VAT_RATES: readonly { vatClass: VatClass; from: string; basisPoints: number }[] = [
  { vatClass: "zero", from: "1973-04-01", basisPoints: 0 },
  { vatClass: "reduced", from: "1997-09-01", basisPoints: 500 },
  { vatClass: "standard", from: "2011-01-04", basisPoints: 2000 },
];

/** The rate of a class on a London date "YYYY-MM-DD", in basis points. */
export function vatRateOn(vatClass: VatClass, londonDate: string, table: typeof VAT_RATES = VAT_RATES): number {
  let rate: number | null = null;
  for (const row of table) {
    if (row.vatClass === vatClass && row.from <= londonDate) rate = row.basisPoints;
  }
  if (rate === null) throw new Error(`No ${vatClass} VAT rate in force on ${londonDate}.`);
  return rate;
}

/** Basis points as the percentage shown and sent on the wire (2000 → 20, 1750 → 17.5). */
export function ratePercent(basisPoints: number): number {
  return basisPoints / 100;
}

/**
 * The VAT a VAT-inclusive amount holds, to the penny (half up): 20% in £12.00 is £2.00.
 * The VAT fraction is rate / (100 + rate): https://www.gov.uk/guidance/vat-guide-notice-700#section-17
 */
export function vatIncluded(grossPence: number, basisPoints: number): number {
  if (basisPoints === 0 || grossPence === 0) return 0;
  const sign = grossPence < 0 ? -1 : 1;
  const divisor = 10_000 + basisPoints;
  // In integers, so that an exact half (3p at 20% holds 0.5p) always rounds up.
  return sign * Math.floor((2 * Math.abs(grossPence) * basisPoints + divisor) / (2 * divisor));
}

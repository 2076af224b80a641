import type { Size } from "@/lib/catalogue/types";
import type { ChosenExtra } from "@/lib/menu-options/types";

// The rules that turn basket lines into money. Pure functions: the database is read
// elsewhere; everything here is in pence.

export const PROMO_CODE = "ORDER5";
export const PROMO_PERCENT = 5;
export const MAX_QTY = 50;

export type PricedLine = {
  id: string;
  qty: number;
  size: Size;
  unitPence: number;
  totalPence: number;
  instruction: string | null;
  item: { id: string; name: string; image: string | null };
  variant: { id: string; name: string; image: string } | null;
  /** The chosen extras, priced at the line's size; `unitPence` includes them. */
  extras: ChosenExtra[];
};

export type PromoState =
  | { code: null }
  | { code: string; applied: true }
  | { code: string; applied: false; reason: string };

export type BasketTotals = {
  itemCount: number;
  subtotalPence: number;
  discountPence: number;
  deliveryFeePence: number;
  grandTotalPence: number;
  minimumOrderPence: number;
  /** How much more the subtotal needs before the order can be paid; 0 when enough. */
  shortOfMinimumPence: number;
};

export function computeTotals(
  lines: Pick<PricedLine, "qty" | "totalPence">[],
  promo: PromoState,
  rules: { deliveryFeePence: number; minimumOrderPence: number },
): BasketTotals {
  const subtotalPence = lines.reduce((sum, l) => sum + l.totalPence, 0);
  const itemCount = lines.reduce((sum, l) => sum + l.qty, 0);
  // Rounded half up to the penny: 5% of £12.49 is 62.45p → 62p, of £12.50 → 63p.
  const discountPence = promo.code && promo.applied ? Math.round((subtotalPence * PROMO_PERCENT) / 100) : 0;
  const deliveryFeePence = lines.length ? rules.deliveryFeePence : 0;
  return {
    itemCount,
    subtotalPence,
    discountPence,
    deliveryFeePence,
    grandTotalPence: subtotalPence - discountPence + deliveryFeePence,
    minimumOrderPence: rules.minimumOrderPence,
    shortOfMinimumPence: Math.max(0, rules.minimumOrderPence - subtotalPence),
  };
}

/** ORDER5 is for a customer's first order: refused once they have a paid order. */
export function evaluatePromo(code: string | null, signedIn: boolean, hasPaidOrder: boolean): PromoState {
  if (!code) return { code: null };
  if (code !== PROMO_CODE) return { code, applied: false, reason: "This code is not valid." };
  if (hasPaidOrder) return { code, applied: false, reason: "ORDER5 is for your first order only." };
  if (!signedIn) return { code, applied: false, reason: "Sign in to use ORDER5 on your first order." };
  return { code, applied: true };
}

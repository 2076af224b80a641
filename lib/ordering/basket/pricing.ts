import { type Size, type AllergenCode } from "@/lib/menu/shared";
import type { ChosenExtra } from "@/lib/menu";
import type { VatClass } from "@/lib/platform/vat";

// The rules that turn basket lines into money. Pure functions: the database is read
// elsewhere; everything here is in pence.

export type PricedLine = {
  id: string;
  qty: number;
  size: Size;
  unitPence: number;
  totalPence: number;
  instruction: string | null;
  item: { id: string; name: string; image: string | null; vatClass: VatClass };
  variant: { id: string; name: string; image: string } | null;
  /** The line's allergens (lib/menu lineAllergens), frozen on the order line. */
  allergens: AllergenCode[];
  /** False once the dish or its variant is sold out or hidden: the basket cannot be checked out. */
  isAvailable: boolean;
  /** The chosen extras, priced at the line's size; `unitPence` includes them. */
  extras: ChosenExtra[];
};

export type BasketTotals = {
  itemCount: number;
  subtotalPence: number;
  discountPence: number;
  deliveryFeePence: number;
  grandTotalPence: number;
  minimumOrderPence: number;
  /**
   * What counts towards the minimum (`minimumSpendOf`): the subtotal less any dish an offer adds
   * free, which `totalsWithPromotions` puts in the subtotal afterwards.
   */
  minimumSpendPence: number;
  /** How much more the dishes chosen need before the order can be paid (`minimumSpendOf`); 0 when enough. */
  shortOfMinimumPence: number;
};

/**
 * What the minimum order is measured on (decision 116): the dishes the customer chose with their
 * extras, at the menu's price, before any offer takes something off. Not the delivery fee, not
 * the tip, not a dish an offer adds free. The basket's "Add £x more" and create_order both use it.
 */
export function minimumSpendOf(lines: Pick<PricedLine, "totalPence">[]): number {
  return lines.reduce((sum, l) => sum + l.totalPence, 0);
}

/** The totals before promotions (lib/promotions/price-basket.ts takes its discounts off them). */
export function computeTotals(
  lines: Pick<PricedLine, "qty" | "totalPence">[],
  rules: { deliveryFeePence: number; minimumOrderPence: number },
): BasketTotals {
  const subtotalPence = lines.reduce((sum, l) => sum + l.totalPence, 0);
  const itemCount = lines.reduce((sum, l) => sum + l.qty, 0);
  const discountPence = 0;
  const deliveryFeePence = lines.length ? rules.deliveryFeePence : 0;
  const minimumSpendPence = minimumSpendOf(lines);
  return {
    itemCount,
    subtotalPence,
    discountPence,
    deliveryFeePence,
    grandTotalPence: subtotalPence - discountPence + deliveryFeePence,
    minimumOrderPence: rules.minimumOrderPence,
    minimumSpendPence,
    shortOfMinimumPence: Math.max(0, rules.minimumOrderPence - minimumSpendPence),
  };
}

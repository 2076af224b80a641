import { toMinor } from "@/lib/platform/money";
import type { BasketView } from "@/lib/api/store/cart/view";
import { formatMajor } from "./format";

type TMinimumFigures = Pick<
  BasketView,
  "amountToMinimum" | "minimumOrder" | "subtotal" | "countedTowardsMinimum" | "currency"
>;

/**
 * 'Add £x more to reach the £12.00 minimum order.' while the dishes chosen are short of it, else
 * null. The subtotal holds any dish an offer adds free and the minimum does not count it
 * (decision 116), so beside a subtotal over the minimum, or one that plus "£x more" is not it,
 * the hint says why.
 */
export function minimumOrderHint(basket: TMinimumFigures): string | null {
  if (basket.amountToMinimum <= 0) return null;
  const money = (major: number) => formatMajor(major, basket.currency);
  const hint = `Add ${money(basket.amountToMinimum)} more to reach the ${money(basket.minimumOrder)} minimum order`;
  const hasFreeInSubtotal = toMinor(basket.subtotal) > toMinor(basket.countedTowardsMinimum);
  return hasFreeInSubtotal ? `${hint}: free items from offers don't count towards it.` : `${hint}.`;
}

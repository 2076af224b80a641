import { type Size, priceChosenExtras } from "@/lib/menu/shared";
import { type ChosenExtra, groupsOfItem } from "@/lib/menu";

type ItemForPrice = Parameters<typeof groupsOfItem>[0] & { prices: { size: string; pricePence: number }[] };

/**
 * One unit of a basket line at today's menu: the size's price and the chosen extras' at that
 * size. Null when the size, or one of the extras, is no longer sold with the dish.
 */
export function priceLineUnit(
  item: ItemForPrice,
  size: Size,
  extraIds: string[],
): { unitPence: number; extras: ChosenExtra[] } | null {
  const base = item.prices.find((p) => p.size === size)?.pricePence;
  const extras = priceChosenExtras(groupsOfItem(item), extraIds, size);
  if (base === undefined || !extras) return null;
  return { unitPence: base + extras.reduce((sum, e) => sum + e.pricePence, 0), extras };
}

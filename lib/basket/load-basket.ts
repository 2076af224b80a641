import "server-only";
import type { Size } from "@/lib/catalogue/types";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db/client";
import { priceChosenExtras } from "@/lib/menu-options/price-extras";
import { groupsOfItem, itemGroupsSelect } from "@/lib/menu-options/select";
import { computeTotals, evaluatePromo, type BasketTotals, type PricedLine, type PromoState } from "./pricing";

export type PricedBasket = {
  id: string | null;
  lines: PricedLine[];
  promo: PromoState;
  totals: BasketTotals;
  addressId: string | null;
  customerId: string | null;
};

const lineInclude = {
  categoryItem: {
    select: { id: true, name: true, imagePath: true, prices: { select: { size: true, pricePence: true } }, ...itemGroupsSelect },
  },
  subcategory: { select: { id: true, name: true, imagePath: true } },
} as const;

export async function customerHasPaidOrder(customerId: string): Promise<boolean> {
  const paid = await getDb().order.findFirst({ where: { customerId, placedAt: { not: null } }, select: { id: true } });
  return !!paid;
}

/**
 * Reads a basket and prices every line from the menu as it is now: no price is ever
 * stored with a basket line or taken from a client. A line whose size (or one of whose
 * extras) is no longer sold is dropped from the basket.
 */
export async function loadBasket(basketId: string | null): Promise<PricedBasket> {
  const config = getConfig();
  const rules = { deliveryFeePence: config.DELIVERY_FEE_PENCE, minimumOrderPence: config.MIN_ORDER_PENCE };
  const basket = basketId
    ? await getDb().basket.findUnique({
        where: { id: basketId },
        include: { lines: { include: lineInclude, orderBy: { createdAt: "asc" } } },
      })
    : null;
  if (!basket) {
    return { id: null, lines: [], promo: { code: null }, totals: computeTotals([], { code: null }, rules), addressId: null, customerId: null };
  }
  const lines: PricedLine[] = [];
  const unsold: string[] = [];
  for (const line of basket.lines) {
    const base = line.categoryItem.prices.find((p) => p.size === line.size)?.pricePence;
    // An extra taken off the dish's menu makes the line unpriceable as chosen, like a size.
    const extras = priceChosenExtras(groupsOfItem(line.categoryItem), line.extraIds, line.size as Size);
    if (base === undefined || !extras) {
      unsold.push(line.id);
      continue;
    }
    const unit = base + extras.reduce((sum, e) => sum + e.pricePence, 0);
    lines.push({
      id: line.id,
      qty: line.qty,
      size: line.size as Size,
      unitPence: unit,
      totalPence: unit * line.qty,
      instruction: line.instruction,
      item: { id: line.categoryItem.id, name: line.categoryItem.name, image: line.categoryItem.imagePath },
      variant: line.subcategory ? { id: line.subcategory.id, name: line.subcategory.name, image: line.subcategory.imagePath } : null,
      extras,
    });
  }
  if (unsold.length) await getDb().basketLine.deleteMany({ where: { id: { in: unsold } } });
  const hasPaidOrder = basket.customerId ? await customerHasPaidOrder(basket.customerId) : false;
  const promo = evaluatePromo(basket.promoCode, !!basket.customerId, hasPaidOrder);
  return {
    id: basket.id,
    lines,
    promo,
    totals: computeTotals(lines, promo, rules),
    addressId: basket.addressId,
    customerId: basket.customerId,
  };
}

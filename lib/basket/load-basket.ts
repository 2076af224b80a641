import "server-only";
import type { Size } from "@/lib/catalogue/types";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db/client";
import { NO_PROMOTIONS, priceBasketPromotions, totalsWithPromotions, type BasketPromotions, type CodeState } from "@/lib/promotions/price-basket";
import { basketTiming, fulfilmentPriceRules, type BasketTiming } from "@/lib/store-hours/basket-timing";
import { loadStoreRules } from "@/lib/store-hours/load-store-rules";
import { computeTotals, type BasketTotals, type PricedLine } from "./pricing";

export type PricedBasket = {
  id: string | null;
  lines: PricedLine[];
  /** The entered code's state (the spec's promo). */
  promo: CodeState;
  /** What the promotions take off, line by line, the free dishes and the hints. */
  promotions: BasketPromotions;
  totals: BasketTotals;
  addressId: string | null;
  customerId: string | null;
  /** Delivery or collection, the chosen slot and the time promised now (lib/store-hours). */
  timing: BasketTiming;
};

const lineInclude = {
  categoryItem: { select: { id: true, name: true, imagePath: true, prices: { select: { size: true, pricePence: true } } } },
  subcategory: { select: { id: true, name: true, imagePath: true } },
} as const;

/**
 * Reads a basket and prices every line from the menu as it is now: no price is ever
 * stored with a basket line or taken from a client. A line whose size is no longer sold
 * is dropped from the basket. The promotions are those live at `now` (the server's clock).
 */
export async function loadBasket(basketId: string | null, now = new Date()): Promise<PricedBasket> {
  const config = getConfig();
  const baseRules = { deliveryFeePence: config.DELIVERY_FEE_PENCE, minimumOrderPence: config.MIN_ORDER_PENCE };
  const basket = basketId
    ? await getDb().basket.findUnique({
        where: { id: basketId },
        include: { lines: { include: lineInclude, orderBy: { createdAt: "asc" } } },
      })
    : null;
  const storeRules = await loadStoreRules();
  const fulfilment = basket?.fulfilment ?? "delivery";
  const rules = fulfilmentPriceRules(baseRules, fulfilment, storeRules);
  const timing = basketTiming(storeRules, { fulfilment, slotStart: basket?.slotStart ?? null }, now);
  if (!basket) {
    return { id: null, lines: [], promo: { code: null }, promotions: NO_PROMOTIONS, totals: computeTotals([], rules), addressId: null, customerId: null, timing };
  }
  const lines: PricedLine[] = [];
  const unsold: string[] = [];
  for (const line of basket.lines) {
    const unit = line.categoryItem.prices.find((p) => p.size === line.size)?.pricePence;
    if (unit === undefined) {
      unsold.push(line.id);
      continue;
    }
    lines.push({
      id: line.id,
      qty: line.qty,
      size: line.size as Size,
      unitPence: unit,
      totalPence: unit * line.qty,
      instruction: line.instruction,
      item: { id: line.categoryItem.id, name: line.categoryItem.name, image: line.categoryItem.imagePath },
      variant: line.subcategory ? { id: line.subcategory.id, name: line.subcategory.name, image: line.subcategory.imagePath } : null,
    });
  }
  if (unsold.length) await getDb().basketLine.deleteMany({ where: { id: { in: unsold } } });
  const totals = computeTotals(lines, rules);
  const promotions = await priceBasketPromotions({
    lines: lines.map((l) => ({ id: l.id, itemId: l.item.id, size: l.size, qty: l.qty, unitPence: l.unitPence })),
    customerId: basket.customerId,
    code: basket.promoCode,
    deliveryFeePence: totals.deliveryFeePence,
    now,
  });
  return {
    id: basket.id,
    lines,
    promo: promotions.code,
    promotions,
    totals: totalsWithPromotions(totals, promotions),
    addressId: basket.addressId,
    customerId: basket.customerId,
    timing,
  };
}

import "server-only";
import {
  checkoutLimitsProblem,
  findBasketId,
  loadBasket,
  type BasketOwner,
  type PricedBasket,
  type PricedLine,
  type ReorderResult,
} from "@/lib/ordering";
import { getConfig } from "@/lib/platform/config";
import { outOfZoneMessage } from "@/lib/shop";
import { formatMoney, toMajor } from "@/lib/platform/money";
import type { BasketPromotions } from "@/lib/promotions";
import { presentLineSubcategory } from "../../line-subcategory";
import { absoluteMediaUrl } from "../../media-url";
import { londonIso } from "../trading/present";
import type { TAddedToBasket, TBasket, TBasketLine, TReorderAnswer } from "./contract";

export function presentBasketLine(line: PricedLine, discountPence = 0): TBasketLine {
  return {
    _id: line.id,
    qty: line.qty,
    total: toMajor(line.totalPence),
    unitPrice: toMajor(line.unitPence),
    size: line.size,
    subcategoryId: presentLineSubcategory(line.variant, line.item),
    categoryItem: { _id: line.item.id, categoryItemName: line.item.name, image: absoluteMediaUrl(line.item.image) },
    additionalInfo: { detailinfo: line.instruction ?? "" },
    discount: toMajor(discountPence),
    allergens: line.allergens,
    available: line.isAvailable,
    extras: line.extras.map((e) => ({ _id: e.optionId, group: e.group, name: e.name, price: toMajor(e.pricePence) })),
  };
}

function presentBasketPromotions(p: BasketPromotions): Pick<TBasket, "promotions" | "freeItems" | "hints"> {
  return {
    promotions: p.applied.map((a) => ({ _id: a.id, name: a.name, amount: toMajor(a.amountPence) })),
    freeItems: p.freeLines.map((f) => ({
      categoryItem: { _id: f.item.id, categoryItemName: f.item.name, image: absoluteMediaUrl(f.item.image) },
      size: f.size,
      qty: f.qty,
      unitPrice: toMajor(f.unitPence),
      free: true as const,
      freeWith: f.promotionName,
      promotionId: f.promotionId,
    })),
    hints: p.hints.map((h) => ({ _id: h.id, name: h.name, message: h.message })),
  };
}

function presentBasketDelivery({ delivery, timing }: PricedBasket): TBasket["delivery"] {
  const currency = getConfig().CURRENCY;
  const figures = delivery.zone
    ? `delivery ${formatMoney(delivery.zone.feePence, currency)}, minimum order ${formatMoney(delivery.zone.minimumOrderPence, currency)}`
    : "";
  let message: string;
  if (timing.fulfilment === "collection") message = "Collection from the shop: no delivery fee.";
  else if (!delivery.zone)
    message = "We are not delivering anywhere at the moment: you can collect your order from us.";
  else if (delivery.deliverable === false) message = outOfZoneMessage(delivery.postcode);
  else if (delivery.deliverable === null)
    message = `Delivery from ${figures.replace(/^delivery /, "")}: choose an address to see its fee.`;
  else message = `${delivery.zone.name}: ${figures}.`;
  return {
    zone: delivery.zone ? { _id: delivery.zone.id, name: delivery.zone.name } : null,
    deliverable: delivery.deliverable,
    message,
  };
}

export function presentBasket(basket: PricedBasket): TBasket {
  const t = basket.totals;
  return {
    _id: basket.id,
    Iteam: basket.lines.map((l) => presentBasketLine(l, basket.promotions.lineDiscounts[l.id])),
    subtotal: toMajor(t.subtotalPence),
    discount: toMajor(t.discountPence),
    deliveryFee: toMajor(t.deliveryFeePence),
    grandtotal: toMajor(t.grandTotalPence),
    currency: getConfig().CURRENCY,
    itemCount: t.itemCount,
    minimumOrder: toMajor(t.minimumOrderPence),
    amountToMinimum: toMajor(t.shortOfMinimumPence),
    countedTowardsMinimum: toMajor(t.minimumSpendPence),
    promo: basket.promo.code
      ? {
          code: basket.promo.code,
          applied: basket.promo.applied,
          message: basket.promo.applied ? basket.promo.message : basket.promo.reason,
        }
      : null,
    addressId: basket.addressId,
    fulfilment: basket.timing.fulfilment,
    slot: basket.timing.slotStart ? londonIso(basket.timing.slotStart) : null,
    promisedAt: basket.timing.promisedAt ? londonIso(basket.timing.promisedAt) : null,
    asapMinutes: basket.timing.asapMinutes,
    slotOfferedUntil: basket.timing.slotOfferedUntil ? londonIso(basket.timing.slotOfferedUntil) : null,
    ...presentBasketPromotions(basket.promotions),
    delivery: presentBasketDelivery(basket),
    unavailableItems: [...new Set(basket.lines.filter((l) => !l.isAvailable).map((l) => l.item.name))],
    overLimit: checkoutLimitsProblem(basket, basket.storeRules.maxOrderPence, getConfig().CURRENCY),
  };
}

/** The basket as it is now, priced from today's menu. */
export async function presentBasketById(basketId: string | null): Promise<TBasket> {
  return presentBasket(await loadBasket(basketId));
}

/** The basket of a customer or a visitor, read by its owner (the basket read: one statement fewer). */
export async function presentBasketOf(owner: BasketOwner | null): Promise<TBasket> {
  return presentBasket(await loadBasket(owner));
}

/** addCart's answer: the line ids with the one just added (or raised) last. */
export async function presentAddedLine(basketId: string, lineId: string): Promise<TAddedToBasket> {
  const basket = await presentBasketById(basketId);
  const others = basket.Iteam.map((l) => l._id).filter((id) => id !== lineId);
  return { _id: basketId, Iteam: [...others, lineId], lineId, basket };
}

/** The answer of "Order again": what went in, what did not and why, and the basket as it now is. */
export async function presentReorder(result: ReorderResult, customerId: string): Promise<TReorderAnswer> {
  const basketId = result.basketId ?? (await findBasketId({ customerId }, false));
  return {
    added: result.added,
    skipped: result.skipped.map((s) => ({
      orderLineId: s.orderLineId,
      name: s.name,
      reason: s.reason,
      message: s.message,
    })),
    basket: await presentBasketById(basketId),
  };
}

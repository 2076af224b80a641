import "server-only";
import { type Size, lineAllergens, type AllergenCode } from "@/lib/menu/shared";
import { getDb } from "@/lib/platform/db";
import {
  deliveryRulesFor,
  type DeliveryRules,
  basketTiming,
  fulfilmentPriceRules,
  type BasketTiming,
  loadStoreRules,
} from "@/lib/shop";
import type { StoreRules } from "@/lib/shop/shared";
import { availabilitySelect, isLineOrderable, groupsOfItem, itemGroupsSelect } from "@/lib/menu";
import {
  NO_PROMOTIONS,
  priceBasketPromotions,
  totalsWithPromotions,
  type BasketPromotions,
  type CodeState,
} from "@/lib/promotions";
import { basketKey } from "./basket-key";
import { ownerWhere, type BasketOwner } from "./owner";
import { priceLineUnit } from "./line-unit";
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
  /** The fee and minimum's zone, and whether the chosen address can be delivered to (lib/shop/zones). */
  delivery: DeliveryRules;
  /** Delivery or collection, the chosen slot and the time promised now (lib/shop/hours). */
  timing: BasketTiming;
  /** What the customer chose, without prices (./basket-key.ts); null without a basket. */
  key: string | null;
  /** The shop's trading rules the basket was priced and timed with (read once per basket read). */
  storeRules: StoreRules;
  /**
   * Lines no longer sold as chosen (a size or an extra taken off the menu): left out of the
   * basket, and deleted by the next write to it (./drop-unsold-lines.ts), never by a read.
   */
  unsoldLineIds: string[];
};

export type LoadBasketOptions = {
  /**
   * Count every offer the customer's unpaid orders hold against this basket, also those of an
   * order frozen from this very basket: for a checkout that is about to make a new order.
   */
  countOwnHolds?: boolean;
};

const lineInclude = {
  categoryItem: {
    select: {
      id: true,
      name: true,
      imagePath: true,
      // For the offers that apply to a category or a dietary label (lib/promotions).
      categoryId: true,
      dietary: true,
      prices: { select: { size: true, pricePence: true } },
      allergens: true,
      vatClass: true,
      ...availabilitySelect,
      ...itemGroupsSelect,
    },
  },
  subcategory: {
    select: {
      id: true,
      name: true,
      imagePath: true,
      // A variant goes with the dishes of its own category (add-line.ts); either may be moved since.
      categoryId: true,
      allergensAdded: true,
      allergensRemoved: true,
      ...availabilitySelect,
    },
  },
} as const;

/**
 * Reads a basket and prices every line from the menu as it is now: no price is ever
 * stored with a basket line or taken from a client. A line whose size (or one of whose
 * extras) is no longer sold is left out of it (and deleted by the next change of the basket: a
 * read writes nothing). The promotions are those live at `now` (the server's clock). `basketOf`: the
 * basket's id, or its owner's (a customer or a visitor).
 */
export async function loadBasket(
  basketOf: string | BasketOwner | null,
  now = new Date(),
  options: LoadBasketOptions = {},
): Promise<PricedBasket> {
  const basket = basketOf
    ? await getDb().basket.findUnique({
        // By its owner when the caller has no id yet: one statement, not the id's and then the basket's.
        where: typeof basketOf === "string" ? { id: basketOf } : ownerWhere(basketOf),
        include: { lines: { include: lineInclude, orderBy: { createdAt: "asc" } } },
      })
    : null;
  const delivery = await deliveryRulesFor(basket?.addressId ?? null);
  const storeRules = await loadStoreRules();
  const fulfilment = basket?.fulfilment ?? "delivery";
  // The zone's fee and minimum for a delivery; none (or the minimum, if the admin says so) for a collection.
  const rules = fulfilmentPriceRules(
    { deliveryFeePence: delivery.deliveryFeePence, minimumOrderPence: delivery.minimumOrderPence },
    fulfilment,
    storeRules,
  );
  const zoneMinutes = fulfilment === "delivery" && delivery.deliverable ? (delivery.zone?.extraMinutes ?? 0) : 0;
  const timing = basketTiming(storeRules, { fulfilment, slotStart: basket?.slotStart ?? null }, now, zoneMinutes);
  if (!basket) {
    return {
      id: null,
      lines: [],
      promo: { code: null },
      promotions: NO_PROMOTIONS,
      totals: computeTotals([], rules),
      addressId: null,
      customerId: null,
      delivery,
      timing,
      key: null,
      storeRules,
      unsoldLineIds: [],
    };
  }
  const lines: PricedLine[] = [];
  const unsold: string[] = [];
  for (const line of basket.lines) {
    // An extra taken off the dish's menu makes the line unpriceable as chosen, like a size.
    const priced = priceLineUnit(line.categoryItem, line.size as Size, line.extraIds);
    if (!priced) {
      unsold.push(line.id);
      continue;
    }
    const { unitPence: unit, extras } = priced;
    const chosenOptions = groupsOfItem(line.categoryItem)
      .flatMap((g) => g.options)
      .filter((o) => line.extraIds.includes(o.id));
    lines.push({
      id: line.id,
      qty: line.qty,
      size: line.size as Size,
      unitPence: unit,
      totalPence: unit * line.qty,
      instruction: line.instruction,
      item: {
        id: line.categoryItem.id,
        name: line.categoryItem.name,
        image: line.categoryItem.imagePath,
        vatClass: line.categoryItem.vatClass,
      },
      variant: line.subcategory
        ? { id: line.subcategory.id, name: line.subcategory.name, image: line.subcategory.imagePath }
        : null,
      extras,
      // The dish's, as its variant changes them, and the chosen extras' own (decision 016).
      allergens: lineAllergens({
        item: line.categoryItem.allergens,
        variant: line.subcategory
          ? { added: line.subcategory.allergensAdded, removed: line.subcategory.allergensRemoved }
          : null,
        extras: chosenOptions.map((o) => o.allergens as AllergenCode[]),
      }),
      // A sold-out extra blocks the line like a sold-out dish: the kitchen cannot make it as chosen.
      // So does a variant that no longer goes with the dish, the admin having moved one of them to
      // another category: the menu no longer sells that pair, and its allergens were the variant's.
      isAvailable:
        isLineOrderable(line.categoryItem, line.subcategory, now) &&
        chosenOptions.every((o) => o.available) &&
        (!line.subcategory || line.subcategory.categoryId === line.categoryItem.categoryId),
    });
  }
  const totals = computeTotals(lines, rules);
  const key = basketKey({ ...basket, lines: basket.lines.filter((l) => !unsold.includes(l.id)) });
  const promotions = await priceBasketPromotions({
    lines: lines.map((l) => {
      const { categoryId, dietary } = basket.lines.find((row) => row.id === l.id)!.categoryItem;
      return { id: l.id, itemId: l.item.id, categoryId, dietary, size: l.size, qty: l.qty, unitPence: l.unitPence };
    }),
    customerId: basket.customerId,
    code: basket.promoCode,
    deliveryFeePence: totals.deliveryFeePence,
    now,
    ownCheckoutKey: options.countOwnHolds ? null : key,
  });
  return {
    id: basket.id,
    lines,
    promo: promotions.code,
    promotions,
    totals: totalsWithPromotions(totals, promotions),
    addressId: basket.addressId,
    customerId: basket.customerId,
    delivery,
    timing,
    key,
    storeRules,
    unsoldLineIds: unsold,
  };
}

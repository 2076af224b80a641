import { canOrderAsap } from "./last-orders";
import { isSlotOffered } from "./list-slots";
import { isPaused, leadMinutes, type StoreRules } from "./store-rules";
import type { Fulfilment } from "./timetable";

export type BasketTiming = {
  fulfilment: Fulfilment;
  slotStart: Date | null;
  /**
   * The slot, or for ASAP now + the minutes; null when that cannot be ordered now: ASAP while
   * closed, paused or past last orders, or a slot no longer offered (passed, or the hours changed since it was chosen).
   */
  promisedAt: Date | null;
  /**
   * For as soon as possible, the minutes from paying to ready (the rules' minutes, busy minutes,
   * the zone's): the same however long the customer stays, unlike promisedAt. Null otherwise.
   */
  asapMinutes: number | null;
  /**
   * For a slot still offered, the last moment it stays so: its start less the minutes the kitchen
   * needs (busy minutes and the zone's counted). After it the slot is too soon, as create_order
   * would say; the checkout holds Pay Now from then without asking the server again. Null otherwise.
   */
  slotOfferedUntil: Date | null;
};

/** What a basket would be promised if it were ordered at `now` (the zone's minutes come at create_order). */
export function basketTiming(
  rules: StoreRules,
  basket: { fulfilment: Fulfilment; slotStart: Date | null },
  now: Date,
  /** The delivery zone's extra minutes: added to an as-soon-as-possible promise and to a slot's lead. */
  extraMinutes = 0,
): BasketTiming {
  if (basket.slotStart) {
    if (!isSlotOffered(rules, basket.fulfilment, basket.slotStart, now, extraMinutes)) {
      return { ...basket, promisedAt: null, asapMinutes: null, slotOfferedUntil: null };
    }
    // listSlots offers a slot while its start is at least the lead after now.
    const lead = leadMinutes(rules, basket.fulfilment, extraMinutes) * 60_000;
    const slotOfferedUntil = new Date(basket.slotStart.getTime() - lead);
    return { ...basket, promisedAt: basket.slotStart, asapMinutes: null, slotOfferedUntil };
  }
  // Open and before last orders (decision 109): what create_order takes, with the zone's minutes.
  const canOrderNow = !isPaused(rules, now) && canOrderAsap(rules, basket.fulfilment, now, extraMinutes);
  if (!canOrderNow) return { ...basket, promisedAt: null, asapMinutes: null, slotOfferedUntil: null };
  const minutes = leadMinutes(rules, basket.fulfilment) + extraMinutes;
  return {
    ...basket,
    promisedAt: new Date(now.getTime() + minutes * 60_000),
    asapMinutes: minutes,
    slotOfferedUntil: null,
  };
}

/** Collection pays no delivery fee, and meets the minimum order only when the admin says so. */
export function fulfilmentPriceRules<R extends { deliveryFeePence: number; minimumOrderPence: number }>(
  rules: R,
  fulfilment: Fulfilment,
  store: Pick<StoreRules, "minimumAppliesToCollection">,
): R {
  if (fulfilment === "delivery") return rules;
  return {
    ...rules,
    deliveryFeePence: 0,
    minimumOrderPence: store.minimumAppliesToCollection ? rules.minimumOrderPence : 0,
  };
}

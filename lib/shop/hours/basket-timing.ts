import { isSlotOffered } from "./list-slots";
import { isOpenAt } from "./open-intervals";
import { isPaused, leadMinutes, type StoreRules } from "./store-rules";
import type { Fulfilment } from "./timetable";

export type BasketTiming = {
  fulfilment: Fulfilment;
  slotStart: Date | null;
  /**
   * The slot, or for ASAP now + the minutes; null when that cannot be ordered now: ASAP while
   * closed or paused, or a slot no longer offered (passed, or the hours changed since it was chosen).
   */
  promisedAt: Date | null;
  /**
   * For as soon as possible, the minutes from paying to ready (the rules' minutes, busy minutes,
   * the zone's): the same however long the customer stays, unlike promisedAt. Null otherwise.
   */
  asapMinutes: number | null;
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
    const offered = isSlotOffered(rules, basket.fulfilment, basket.slotStart, now, extraMinutes);
    return { ...basket, promisedAt: offered ? basket.slotStart : null, asapMinutes: null };
  }
  const canOrderNow = !isPaused(rules, now) && isOpenAt(rules.timetable, basket.fulfilment, now);
  if (!canOrderNow) return { ...basket, promisedAt: null, asapMinutes: null };
  const minutes = leadMinutes(rules, basket.fulfilment) + extraMinutes;
  return { ...basket, promisedAt: new Date(now.getTime() + minutes * 60_000), asapMinutes: minutes };
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

import "server-only";
import { fulfilmentStatus, type Slot } from "@/lib/shop";
import {
  clockTime,
  computeStorePromise,
  dayAndTime,
  isPaused,
  SLOT_DAYS,
  type Fulfilment,
  type StoreRules,
} from "@/lib/shop/shared";
import { SHOP_ZONE, inShopZone, shopDaysBetween } from "@/lib/platform/time";
import type { TSlot, TStoreStatus } from "./contract";

type TOpening = TStoreStatus["delivery"];

/** An instant as ISO 8601 with London's offset: "2026-11-23T16:50:00.000+00:00". */
export function londonIso(at: Date): string {
  return inShopZone(at).toISO({ includeOffset: true })!;
}
const orNull = (at: Date | null) => (at ? londonIso(at) : null);

/** `zoneExtraMinutes`: each active delivery zone's extra minutes (the promise's range). */
export function presentStoreStatus(
  rules: StoreRules,
  now: Date,
  zoneExtraMinutes: readonly number[] = [],
): TStoreStatus {
  const paused = isPaused(rules, now);
  const status = (f: Fulfilment) => {
    const s = fulfilmentStatus(rules.timetable, f, now);
    return { open: s.open, opensAt: orNull(s.opensAt), closesAt: orNull(s.closesAt) };
  };
  const delivery = status("delivery");
  const collection = status("collection");
  const pausedUntil = paused && !rules.pausedIndefinitely ? orNull(rules.pausedUntil) : null;
  const opensWithinSlotDays = (s: TOpening) =>
    s.open || (s.opensAt !== null && shopDaysBetween(now, s.opensAt) < SLOT_DAYS);
  return {
    timezone: SHOP_ZONE,
    now: londonIso(now),
    paused,
    pausedUntil,
    canOrderAhead: !paused && (opensWithinSlotDays(delivery) || opensWithinSlotDays(collection)),
    prepMinutes: rules.prepMinutes,
    deliveryMinutes: rules.deliveryMinutes,
    busyExtraMinutes: rules.busyExtraMinutes,
    delivery,
    collection,
    promise: computeStorePromise(rules, zoneExtraMinutes, now),
    labels: {
      shop: describeShop(delivery, collection, now),
      delivery: describeFulfilment(delivery, now),
      collection: describeFulfilment(collection, now),
      opens: nextOpening(delivery, collection, now),
      pausedUntil: pausedUntil ? dayAndTime(pausedUntil, now) : null,
    },
  };
}

/** While both are closed, the earlier of their next openings ("today at 16:50"). */
function nextOpening(delivery: TOpening, collection: TOpening, now: Date): string | null {
  if (delivery.open || collection.open) return null;
  const opens = [delivery.opensAt, collection.opensAt].filter((t): t is string => t !== null).sort()[0];
  return opens ? dayAndTime(opens, now) : null;
}

/** "Open until 03:00" or "Closed - opens today at 16:50", for the shop as a whole. */
function describeShop(delivery: TOpening, collection: TOpening, now: Date): string {
  if (delivery.open || collection.open) {
    const closes = [delivery.closesAt, collection.closesAt]
      .filter((t): t is string => t !== null)
      .sort()
      .at(-1);
    return closes ? `Open until ${clockTime(closes)}` : "Open";
  }
  const opens = nextOpening(delivery, collection, now);
  return opens ? `Closed - opens ${opens}` : "Closed";
}

/** "from 17:50" / "until 03:00" / "from tomorrow at 16:50": read after "Delivery" or "Collection". */
function describeFulfilment(s: TOpening, now: Date): string {
  if (s.open) return s.closesAt ? `until ${clockTime(s.closesAt)}` : "open now";
  if (!s.opensAt) return "closed";
  const when = dayAndTime(s.opensAt, now);
  return when.startsWith("today") ? `from ${clockTime(s.opensAt)}` : `from ${when}`;
}

export function presentSlot(slot: Slot): TSlot {
  return { start: londonIso(slot.start), available: slot.available };
}

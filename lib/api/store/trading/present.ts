import "server-only";
import { canOrderAsap, fulfilmentStatus, lastOrdersAt, listSlots, type Slot } from "@/lib/shop";
import {
  clockTime,
  computeStorePromise,
  dayAndTime,
  FULFILMENT_NAMES,
  FULFILMENTS,
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
  // Delivery's last orders are the nearest zone's: someone can still order until then.
  const extra = (f: Fulfilment) => (f === "delivery" && zoneExtraMinutes.length ? Math.min(...zoneExtraMinutes) : 0);
  const status = (f: Fulfilment) => {
    const s = fulfilmentStatus(rules.timetable, f, now);
    const last = lastOrdersAt(s.closesAt, rules, f, extra(f));
    return { open: s.open, opensAt: orNull(s.opensAt), closesAt: orNull(s.closesAt), lastOrdersAt: orNull(last) };
  };
  const delivery = status("delivery");
  const collection = status("collection");
  const pausedUntil = paused && !rules.pausedIndefinitely ? orNull(rules.pausedUntil) : null;
  const isPastLastOrders = (f: Fulfilment, s: TOpening) => s.open && !canOrderAsap(rules, f, now, extra(f));
  // Past last orders, a fulfilment still open can be ordered ahead only for a slot of a later opening.
  const opensWithinSlotDays = (f: Fulfilment, s: TOpening) =>
    isPastLastOrders(f, s)
      ? listSlots(rules, f, now, new Map(), extra(f)).length > 0
      : s.open || (s.opensAt !== null && shopDaysBetween(now, s.opensAt) < SLOT_DAYS);
  const stopped = FULFILMENTS.filter((f) => isPastLastOrders(f, f === "delivery" ? delivery : collection));
  return {
    timezone: SHOP_ZONE,
    now: londonIso(now),
    paused,
    pausedUntil,
    canOrderAhead:
      !paused && (opensWithinSlotDays("delivery", delivery) || opensWithinSlotDays("collection", collection)),
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
      lastOrders: paused ? null : describeLastOrders(stopped, { delivery, collection }),
    },
  };
}

/**
 * "We have stopped taking orders for now: last orders were at 02:40." when every open fulfilment
 * is past its last orders; "We have stopped taking delivery orders for now: last orders were at
 * 02:15. Collection is still taking orders until 02:40." when one still takes orders; null when none has stopped.
 */
function describeLastOrders(stopped: readonly Fulfilment[], states: Record<Fulfilment, TOpening>): string | null {
  if (!stopped.length) return null;
  const last = stopped
    .map((f) => states[f].lastOrdersAt)
    .filter((t): t is string => t !== null)
    .sort()
    .at(-1);
  const were = last ? `: last orders were at ${clockTime(last)}.` : ".";
  const taking = FULFILMENTS.find((f) => !stopped.includes(f) && states[f].open);
  if (!taking) return `We have stopped taking orders for now${were}`;
  const until = states[taking].lastOrdersAt;
  const still = `${FULFILMENT_NAMES[taking]} is still taking orders${until ? ` until ${clockTime(until)}` : ""}.`;
  return `We have stopped taking ${stopped[0]} orders for now${were} ${still}`;
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

import "server-only";
import { fulfilmentStatus, type Slot } from "@/lib/shop";
import { computeStorePromise, isPaused, type Fulfilment, type StoreRules } from "@/lib/shop/shared";
import { SHOP_ZONE, inShopZone } from "@/lib/platform/time";
import type { TSlot, TStoreStatus } from "./contract";

/** An instant as ISO 8601 with London's offset: "2026-11-23T16:50:00.000+00:00". */
export function londonIso(at: Date): string {
  return inShopZone(at).toISO({ includeOffset: true })!;
}
const orNull = (at: Date | null) => (at ? londonIso(at) : null);

/** `zoneExtraMinutes`: each active delivery zone's extra minutes (the promise's range). */
export function presentStoreStatus(rules: StoreRules, now: Date, zoneExtraMinutes: readonly number[] = []): TStoreStatus {
  const paused = isPaused(rules, now);
  const status = (f: Fulfilment) => {
    const s = fulfilmentStatus(rules.timetable, f, now);
    return { open: s.open, opensAt: orNull(s.opensAt), closesAt: orNull(s.closesAt) };
  };
  return {
    timezone: SHOP_ZONE,
    now: londonIso(now),
    paused,
    pausedUntil: paused && !rules.pausedIndefinitely ? orNull(rules.pausedUntil) : null,
    prepMinutes: rules.prepMinutes,
    deliveryMinutes: rules.deliveryMinutes,
    busyExtraMinutes: rules.busyExtraMinutes,
    delivery: status("delivery"),
    collection: status("collection"),
    promise: computeStorePromise(rules, zoneExtraMinutes, now),
  };
}

export function presentSlot(slot: Slot): TSlot {
  return { start: londonIso(slot.start), available: slot.available };
}

import "server-only";
import { DateTime } from "luxon";
import { fulfilmentStatus } from "@/lib/store-hours/fulfilment-status";
import type { Slot } from "@/lib/store-hours/list-slots";
import { isPaused, type StoreRules } from "@/lib/store-hours/store-rules";
import { SHOP_ZONE } from "@/lib/store-hours/timetable";
import type { TSlot, TStoreStatus } from "./contract";

/** An instant as ISO 8601 with London's offset: "2026-11-23T16:50:00.000+00:00". */
export function londonIso(at: Date): string {
  return DateTime.fromJSDate(at, { zone: SHOP_ZONE }).toISO({ includeOffset: true })!;
}
const orNull = (at: Date | null) => (at ? londonIso(at) : null);

export function presentStoreStatus(rules: StoreRules, now: Date): TStoreStatus {
  const paused = isPaused(rules, now);
  const status = (f: "delivery" | "collection") => {
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
  };
}

export function presentSlot(slot: Slot): TSlot {
  return { start: londonIso(slot.start), available: slot.available };
}

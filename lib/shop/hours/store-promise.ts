import { canOrderAsap } from "./last-orders";
import { isPaused, leadMinutes, type StoreRules } from "./store-rules";
import type { Fulfilment } from "./timetable";

// The one promise every page makes ("Delivery in 45-55 Minutes"), worked out from the live
// trading rules: preparation or delivery minutes, the busy minutes while the kitchen is busy,
// and the delivery zones' extra minutes (the nearest zone's to the farthest's). Pure: the
// rules, the zones' minutes and the moment in, the promise out. Checkout's own promise is the
// basket's, for its address (basketTiming): the same rules, one zone.

export type PromiseRange = {
  /** Minutes from an order placed now: the least and the most (equal when every zone adds the same). */
  minMinutes: number;
  maxMinutes: number;
  /** Whether an order placed now is cooked as soon as possible (open, before last orders, not paused); else it is ordered ahead. */
  isAvailableNow: boolean;
};

export type StorePromise = Record<Fulfilment, PromiseRange> & {
  /** The kitchen has added busy minutes: they are in the figures already. */
  isBusy: boolean;
};

export function computeStorePromise(rules: StoreRules, zoneExtraMinutes: readonly number[], now: Date): StorePromise {
  const paused = isPaused(rules, now);
  const extras = zoneExtraMinutes.length ? zoneExtraMinutes : [0];
  // Before last orders for the nearest zone: someone can still order for now (decision 109).
  const availableNow = (f: Fulfilment) =>
    !paused && canOrderAsap(rules, f, now, f === "delivery" ? Math.min(...extras) : 0);
  return {
    delivery: {
      minMinutes: leadMinutes(rules, "delivery", Math.min(...extras)),
      maxMinutes: leadMinutes(rules, "delivery", Math.max(...extras)),
      isAvailableNow: availableNow("delivery"),
    },
    collection: {
      minMinutes: leadMinutes(rules, "collection"),
      maxMinutes: leadMinutes(rules, "collection"),
      isAvailableNow: availableNow("collection"),
    },
    isBusy: rules.busyExtraMinutes > 0,
  };
}

/** "45-55" or "45": the minutes of a promise, as the hero writes them. */
export function promiseMinutesText(range: Pick<PromiseRange, "minMinutes" | "maxMinutes">): string {
  return range.minMinutes === range.maxMinutes ? `${range.minMinutes}` : `${range.minMinutes}-${range.maxMinutes}`;
}

import { describe, expect, it } from "vitest";
import { SEED_TIMETABLE } from "@/lib/seed";
import { computeStorePromise, promiseMinutesText } from "./store-promise";
import { UNCONFIGURED_RULES, type StoreRules } from "./store-rules";

// The clock is set per test: the seed's hours are 16:50–03:00 London time.

const rules = (over: Partial<StoreRules> = {}): StoreRules => ({
  ...UNCONFIGURED_RULES,
  timetable: SEED_TIMETABLE,
  prepMinutes: 20,
  deliveryMinutes: 45,
  ...over,
});
const EVENING = new Date("2026-11-26T19:00:00Z"); // Thursday 19:00 in London: open
const MORNING = new Date("2026-11-26T10:00:00Z"); // Thursday 10:00: closed until 16:50

describe("the shop's promise", () => {
  it("promises the delivery minutes from the nearest zone's to the farthest's, and the preparation minutes", () => {
    const promise = computeStorePromise(rules(), [0, 10, 5], EVENING);
    expect(promise).toEqual({
      delivery: { minMinutes: 45, maxMinutes: 55, isAvailableNow: true },
      collection: { minMinutes: 20, maxMinutes: 20, isAvailableNow: true },
      isBusy: false,
    });
    expect(promiseMinutesText(promise.delivery)).toBe("45-55");
    expect(promiseMinutesText(promise.collection)).toBe("20");
  });

  it("follows the admin's minutes, and one zone's extra alone moves the whole promise", () => {
    const promise = computeStorePromise(rules({ prepMinutes: 15, deliveryMinutes: 30 }), [12], EVENING);
    expect(promise.delivery).toMatchObject({ minMinutes: 42, maxMinutes: 42 });
    expect(promise.collection).toMatchObject({ minMinutes: 15, maxMinutes: 15 });
    // No zone at all: the delivery minutes alone.
    expect(computeStorePromise(rules({ deliveryMinutes: 30 }), [], EVENING).delivery).toMatchObject({
      minMinutes: 30,
      maxMinutes: 30,
    });
  });

  it("adds the busy minutes to every figure while the kitchen is busy", () => {
    const promise = computeStorePromise(rules({ busyExtraMinutes: 20 }), [0, 10], EVENING);
    expect(promise.isBusy).toBe(true);
    expect(promise.delivery).toMatchObject({ minMinutes: 65, maxMinutes: 75 });
    expect(promise.collection).toMatchObject({ minMinutes: 40, maxMinutes: 40 });
  });

  it("says an order now is not cooked at once while closed or paused", () => {
    const closed = computeStorePromise(rules(), [0], MORNING);
    expect(closed.delivery.isAvailableNow).toBe(false);
    expect(closed.collection.isAvailableNow).toBe(false);
    const paused = computeStorePromise(rules({ pausedUntil: new Date(EVENING.getTime() + 30 * 60_000) }), [0], EVENING);
    expect(paused.delivery.isAvailableNow).toBe(false);
    // Once the pause has run out, the same rules promise again.
    const later = computeStorePromise(
      rules({ pausedUntil: new Date(EVENING.getTime() + 30 * 60_000) }),
      [0],
      new Date(EVENING.getTime() + 31 * 60_000),
    );
    expect(later.delivery.isAvailableNow).toBe(true);
  });
});

import { DateTime, LONDON } from "@/lib/platform/time";
import { openIntervals } from "./open-intervals";
import { leadMinutes, SLOT_DAYS, SLOT_MINUTES, type StoreRules } from "./store-rules";
import type { Fulfilment } from "./timetable";

export type Slot = { start: Date; available: boolean };

const SLOT_MS = SLOT_MINUTES * 60_000;

/** The start of the 15-minute slot `at` falls in (London's offsets are whole hours). */
export function slotContaining(at: Date): Date {
  return new Date(Math.floor(at.getTime() / SLOT_MS) * SLOT_MS);
}

/**
 * The 15-minute slots a customer can order for: on the quarter hours within the fulfilment's
 * hours, from today to the end of the sixth day after it (London days), none sooner than the
 * kitchen can make (now + preparation or delivery minutes + busy minutes + `extraMinutes`).
 * `taken` counts the seats held per slot start (ms); a slot at capacity is listed unavailable.
 */
export function listSlots(
  rules: StoreRules,
  fulfilment: Fulfilment,
  now: Date,
  taken: ReadonlyMap<number, number> = new Map(),
  extraMinutes = 0,
): Slot[] {
  const earliest = now.getTime() + leadMinutes(rules, fulfilment, extraMinutes) * 60_000;
  const until = DateTime.fromJSDate(now, { zone: LONDON }).startOf("day").plus({ days: SLOT_DAYS }).toJSDate();
  const slots: Slot[] = [];
  for (const interval of openIntervals(rules.timetable, fulfilment, now, until)) {
    let t = Math.ceil(Math.max(interval.start.getTime(), earliest) / SLOT_MS) * SLOT_MS;
    for (; t < interval.end.getTime() && t < until.getTime(); t += SLOT_MS) {
      slots.push({ start: new Date(t), available: (taken.get(t) ?? 0) < rules.capacity[fulfilment] });
    }
  }
  return slots;
}

/**
 * Whether `slotStart` is one of the times the shop offers at `now` (listSlots), room aside: not
 * passed, not too soon, within the hours and the week. A basket keeps its slot as chosen, so a
 * time chosen earlier may no longer be one.
 */
export function isSlotOffered(
  rules: StoreRules,
  fulfilment: Fulfilment,
  slotStart: Date,
  now: Date,
  extraMinutes = 0,
): boolean {
  return listSlots(rules, fulfilment, now, new Map(), extraMinutes).some(
    (s) => s.start.getTime() === slotStart.getTime(),
  );
}

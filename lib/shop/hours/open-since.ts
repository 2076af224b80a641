import { FULFILMENTS, mergeIntervals, openIntervals } from "./open-intervals";
import type { TTimetable } from "./timetable";

const LOOK_BACK_MS = 2 * 24 * 3600 * 1000;

/**
 * Since when the shop has been open without a break, for delivery or collection, at `now`; null
 * when both are closed. The kitchen is working then: an order waiting, or a printer gone quiet,
 * is news (issue 23). A pre-order placed overnight waits from the opening, not from midnight.
 */
export function shopOpenSince(timetable: TTimetable, now: Date): Date | null {
  const from = new Date(now.getTime() - LOOK_BACK_MS);
  const to = new Date(now.getTime() + 1);
  const intervals = mergeIntervals(FULFILMENTS.flatMap((f) => openIntervals(timetable, f, from, to)));
  return intervals.find((i) => i.start <= now && now < i.end)?.start ?? null;
}

import { DateTime, LONDON } from "@/lib/platform/time";
import { spansOfDay } from "./open-intervals";
import { FULFILMENTS, isOvernight, minutesOf, type TTimetable } from "./timetable";

// The shop's trading day (decision 035): what a till's end-of-day "Z report" covers. A night
// that opens at 16:50 and closes at 03:00 is one trading day, the day it opened on; the next
// trading day starts when the last span of the night before closes, or at midnight when none
// ran past it. Placed on London's wall clock with luxon, so a day is 23 or 25 hours long over
// a clock change and no order is lost or counted twice.

/** A night that "closes" after midday is not a night: the next day starts at midnight regardless. */
const LATEST_CLOSE_MINUTES = 12 * 60;

function dayOf(iso: string): DateTime {
  return DateTime.fromISO(iso, { zone: LONDON }).startOf("day");
}

/** When trading day `iso` starts: the last overnight close of the day before, else midnight. */
function startOf(timetable: TTimetable | null, iso: string): DateTime {
  const day = dayOf(iso);
  if (!timetable) return day;
  const eve = day.minus({ days: 1 });
  let close = 0;
  for (const fulfilment of FULFILMENTS) {
    for (const span of spansOfDay(timetable, fulfilment, eve)) {
      if (!isOvernight(span)) continue;
      const minutes = minutesOf(span.closes);
      if (minutes <= LATEST_CLOSE_MINUTES && minutes > close) close = minutes;
    }
  }
  // Luxon resolves the wall clock: 03:00 on the night the clocks change is still 03:00 in London.
  return close ? day.set({ hour: Math.floor(close / 60), minute: close % 60 }) : day;
}

/** The instants [from, to) of London trading day "YYYY-MM-DD"; without a timetable, the calendar day. */
export function tradingDayBounds(timetable: TTimetable | null, iso: string): { from: Date; to: Date } {
  const next = dayOf(iso).plus({ days: 1 }).toISODate()!;
  return { from: startOf(timetable, iso).toJSDate(), to: startOf(timetable, next).toJSDate() };
}

/** The trading day an instant belongs to: 01:30 on Saturday is still Friday night's. */
export function tradingDayOf(timetable: TTimetable | null, at: Date): string {
  const calendar = DateTime.fromJSDate(at, { zone: LONDON }).startOf("day");
  const iso = calendar.toISODate()!;
  return at < startOf(timetable, iso).toJSDate() ? calendar.minus({ days: 1 }).toISODate()! : iso;
}

import { DateTime, LONDON } from "@/lib/platform/time";
import { FULFILMENTS, isOvernight, type Fulfilment, type TSpan, type TTimetable } from "./timetable";

export type OpenInterval = { start: Date; end: Date };

/** The spans a London calendar day opens with: its exception's if it has one, else the week's. */
export function spansOfDay(timetable: TTimetable, fulfilment: Fulfilment, day: DateTime): readonly TSpan[] {
  const iso = day.toISODate()!;
  const applies = (e: TTimetable["exceptions"][number]) =>
    (e.fulfilment === fulfilment || e.fulfilment === "both") &&
    (e.yearly ? e.date.slice(5) === iso.slice(5) : e.date === iso);
  // A dated exception beats a yearly one on the same day.
  const exception = timetable.exceptions.find((e) => applies(e) && !e.yearly) ?? timetable.exceptions.find(applies);
  if (exception) return exception.spans;
  return timetable[fulfilment][day.weekday - 1] ?? [];
}

function at(day: DateTime, hhmm: string): DateTime {
  const [hour, minute] = hhmm.split(":").map(Number);
  // Luxon resolves the wall clock in London: a time in the spring gap (01:30 on the last Sunday
  // of March) moves forward an hour, an ambiguous one in October takes the first (BST) reading.
  return DateTime.fromObject({ year: day.year, month: day.month, day: day.day, hour, minute }, { zone: LONDON });
}

/**
 * The instants a fulfilment is open between `from` and `to`, merged where spans touch. Each
 * span belongs to the day it opens on (an exception for 25 December leaves the night of the
 * 24th running to its close), and is placed on that day's wall clock in London, so a span
 * never vanishes nor doubles over a clock change: 16:50–03:00 on the night the clocks go
 * forward lasts an hour less, on the night they go back an hour more.
 */
export function openIntervals(timetable: TTimetable, fulfilment: Fulfilment, from: Date, to: Date): OpenInterval[] {
  const intervals: OpenInterval[] = [];
  let day = DateTime.fromJSDate(from, { zone: LONDON }).startOf("day").minus({ days: 1 });
  const last = DateTime.fromJSDate(to, { zone: LONDON }).startOf("day");
  while (day <= last) {
    for (const span of spansOfDay(timetable, fulfilment, day)) {
      const start = at(day, span.opens);
      const end = at(isOvernight(span) ? day.plus({ days: 1 }) : day, span.closes);
      if (end <= start) continue;
      if (end.toJSDate() <= from || start.toJSDate() >= to) continue;
      intervals.push({ start: start.toJSDate(), end: end.toJSDate() });
    }
    day = day.plus({ days: 1 });
  }
  return mergeIntervals(intervals);
}

/** The intervals in time order, those that overlap or touch joined into one. */
export function mergeIntervals(intervals: readonly OpenInterval[]): OpenInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: OpenInterval[] = [];
  for (const interval of sorted) {
    const previous = merged[merged.length - 1];
    if (previous && interval.start <= previous.end) {
      if (interval.end > previous.end) previous.end = interval.end;
    } else {
      merged.push({ ...interval });
    }
  }
  return merged;
}

/**
 * Whether a fulfilment is open at `at`: the same answer as `fulfilmentStatus(…).open`, from the two
 * days that can hold the moment (yesterday's overnight span, today's) instead of a fortnight's,
 * since every basket read and page promise asks it.
 */
export function isOpenAt(timetable: TTimetable, fulfilment: Fulfilment, at: Date): boolean {
  return openIntervals(timetable, fulfilment, at, new Date(at.getTime() + 1)).some((i) => i.start <= at && at < i.end);
}

export { FULFILMENTS };

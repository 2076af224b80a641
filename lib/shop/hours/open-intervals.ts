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

const HOUR_MS = 3_600_000;
/** Ranges remembered per timetable: a day's polls and baskets ask a handful; a report may ask more. */
const MOST_RANGES_KEPT = 256;

/** The spans placed on the London days a range touches, as [start, end) in ms, before `from`/`to` cut them. */
type TPlacedDays = readonly (readonly [number, number])[];

// Placing a span is luxon's work (a DateTime for each end, on each day of the range): a
// fortnight's status took about 330 µs and every status poll, basket and slot list asks for it
// (docs/speed-log.md, 2026-12-02). The days a range touches are fixed by the hours of its ends,
// since London's day and offset change only on the hour, so what is placed is remembered for the
// timetable object (a kept copy is one object until the shop's data changes: decision 071) and
// those hours. A timetable is never changed in place: a save makes a new one.
const placedByTimetable = new WeakMap<TTimetable, Map<string, TPlacedDays>>();

function placeDays(timetable: TTimetable, fulfilment: Fulfilment, from: Date, to: Date): TPlacedDays {
  const key = `${fulfilment}:${Math.floor(from.getTime() / HOUR_MS)}:${Math.floor(to.getTime() / HOUR_MS)}`;
  let ranges = placedByTimetable.get(timetable);
  const known = ranges?.get(key);
  if (known) return known;
  const placed: [number, number][] = [];
  let day = DateTime.fromJSDate(from, { zone: LONDON }).startOf("day").minus({ days: 1 });
  const last = DateTime.fromJSDate(to, { zone: LONDON }).startOf("day");
  while (day <= last) {
    for (const span of spansOfDay(timetable, fulfilment, day)) {
      const start = at(day, span.opens).toMillis();
      const end = at(isOvernight(span) ? day.plus({ days: 1 }) : day, span.closes).toMillis();
      if (end > start) placed.push([start, end]);
    }
    day = day.plus({ days: 1 });
  }
  if (!ranges) placedByTimetable.set(timetable, (ranges = new Map()));
  if (ranges.size >= MOST_RANGES_KEPT) ranges.clear();
  ranges.set(key, placed);
  return placed;
}

/**
 * The instants a fulfilment is open between `from` and `to`, merged where spans touch. Each
 * span belongs to the day it opens on (an exception for 25 December leaves the night of the
 * 24th running to its close), and is placed on that day's wall clock in London, so a span
 * never vanishes nor doubles over a clock change: 16:50–03:00 on the night the clocks go
 * forward lasts an hour less, on the night they go back an hour more.
 */
export function openIntervals(timetable: TTimetable, fulfilment: Fulfilment, from: Date, to: Date): OpenInterval[] {
  const [fromMs, toMs] = [from.getTime(), to.getTime()];
  const intervals: OpenInterval[] = [];
  for (const [start, end] of placeDays(timetable, fulfilment, from, to)) {
    if (end <= fromMs || start >= toMs) continue;
    intervals.push({ start: new Date(start), end: new Date(end) });
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

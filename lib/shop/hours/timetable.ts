import type { z } from "zod";
import type { ZExceptionSchema, ZSpanSchema, ZTimetableSchema, ZWeekSchema } from "./timetable-schema";

// The shop's trading hours as the admin edits them: a weekly timetable per fulfilment, several
// spans a day, and dated exceptions. Times are London wall-clock "HH:MM"; a span whose closing
// time is not after its opening time runs past midnight into the next morning ("16:50"–"03:00",
// "17:00"–"00:00"). Shared by server and browser: no server imports.

export const FULFILMENTS = ["delivery", "collection"] as const;
/** How an order reaches the customer; the one name for "delivery" | "collection" everywhere. */
export type Fulfilment = (typeof FULFILMENTS)[number];
/** What a customer or the kitchen reads for each fulfilment, at the start of a sentence or as a label. */
export const FULFILMENT_NAMES: Readonly<Record<Fulfilment, string>> = {
  delivery: "Delivery",
  collection: "Collection",
};

/** ISO weekdays, Monday = 1 … Sunday = 7 (luxon's `weekday`). */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export type TSpan = z.infer<typeof ZSpanSchema>;
/** Seven lists of spans, Monday first. */
export type TWeek = z.infer<typeof ZWeekSchema>;
export type TException = z.infer<typeof ZExceptionSchema>;
export type TTimetable = z.infer<typeof ZTimetableSchema>;

export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return h! * 60 + m!;
}

/** Whether a span runs past midnight (its closing time is on the next morning). */
export function isOvernight(span: TSpan): boolean {
  return minutesOf(span.closes) <= minutesOf(span.opens);
}

/** A span as minutes from the start of its own day: [start, end), end up to 48:00. */
function extent(span: TSpan): [number, number] {
  const start = minutesOf(span.opens);
  const end = isOvernight(span) ? minutesOf(span.closes) + 24 * 60 : minutesOf(span.closes);
  return [start, end];
}

function overlaps(a: [number, number], b: [number, number]): boolean {
  return a[0] < b[1] && b[0] < a[1];
}

/** Clashes within one day's spans and with the previous day's overnight tail: field → message. */
function checkDay(spans: readonly TSpan[], previous: readonly TSpan[], path: string, errors: Record<string, string>) {
  spans.forEach((span, i) => {
    if (span.opens === span.closes && span.opens !== "00:00") {
      // "00:00"–"00:00" is the whole day; any other equal pair is a mistake rather than 24 hours.
      errors[`${path}.${i}.closes`] = "A span cannot close at the time it opens.";
      return;
    }
    const mine = extent(span);
    for (let j = 0; j < i; j++) {
      if (overlaps(mine, extent(spans[j]!)))
        errors[`${path}.${i}`] = `This span overlaps ${spans[j]!.opens}–${spans[j]!.closes}.`;
    }
    for (const before of previous) {
      const [s, e] = extent(before);
      if (e > 24 * 60 && overlaps(mine, [s - 24 * 60, e - 24 * 60])) {
        errors[`${path}.${i}`] = `This span overlaps the previous day's ${before.opens}–${before.closes}.`;
      }
    }
  });
}

/**
 * Rules zod cannot say field by field: spans that overlap (on the same day, or with the night
 * before running past midnight), two exceptions for the same date and fulfilment. Answers
 * field paths ("delivery.4.1") with messages; empty when the timetable is sound.
 */
export function timetableProblems(timetable: TTimetable): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const fulfilment of FULFILMENTS) {
    const week = timetable[fulfilment];
    week.forEach((spans, day) => checkDay(spans, week[(day + 6) % 7]!, `${fulfilment}.${day}`, errors));
  }
  const seen = new Set<string>();
  timetable.exceptions.forEach((exception, i) => {
    checkDay(exception.spans, [], `exceptions.${i}.spans`, errors);
    const kinds = exception.fulfilment === "both" ? FULFILMENTS : [exception.fulfilment];
    for (const kind of kinds) {
      const key = `${exception.yearly ? exception.date.slice(5) : exception.date}/${kind}`;
      if (seen.has(key)) errors[`exceptions.${i}.date`] = `${exception.date} already has an exception for ${kind}.`;
      seen.add(key);
    }
  });
  return errors;
}

import { mergeIntervals, openIntervals, type OpenInterval } from "./open-intervals";
import { FULFILMENTS, type TTimetable } from "./timetable";

const DAY_MS = 24 * 3600 * 1000;

/** As far as "the next opening" is looked for: a fortnight, as the shop's status does. */
export const NEXT_OPENING_LOOK_AHEAD_DAYS = 15;

/** The instants the shop is open for anything (delivery or collection), merged where they touch. */
function shopIntervals(timetable: TTimetable, from: Date, to: Date): OpenInterval[] {
  return mergeIntervals(FULFILMENTS.flatMap((f) => openIntervals(timetable, f, from, to)));
}

/**
 * When the shop next opens after `now`, for delivery or collection, whichever is first. While
 * the shop is open that is the opening after this one (collection opening at 16:50 does not
 * count again when delivery starts at 17:50), so "sold out until the next opening" taken
 * during the evening lasts the rest of the evening. Null when no opening begins within the
 * look-ahead: closed all that time, or open without a break (a shop open at all hours never
 * "opens").
 */
export function nextOpening(
  timetable: TTimetable,
  now: Date,
  lookAheadDays = NEXT_OPENING_LOOK_AHEAD_DAYS,
): Date | null {
  const intervals = shopIntervals(timetable, now, new Date(now.getTime() + lookAheadDays * DAY_MS));
  return intervals.find((i) => i.start > now)?.start ?? null;
}

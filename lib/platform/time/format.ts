import { SHOP_ZONE } from "./zone";

// Times as people in the shop read them, with the browser's own Intl (no date library in the
// storefront's JavaScript). Every format is in the shop's zone.

type At = Date | string;
const toDate = (at: At) => (typeof at === "string" ? new Date(at) : at);
const formats = new Map<string, Intl.DateTimeFormat>();

// A formatter is kept for each set of options: building one costs far more than using it.
function formatter(options: Intl.DateTimeFormatOptions, locale = "en-GB"): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_ZONE })));
  return f;
}

function format(at: At, options: Intl.DateTimeFormatOptions, locale = "en-GB"): string {
  return formatter(options, locale).format(toDate(at));
}

/** "21:05". */
export const formatClock = (at: At) => format(at, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** "21:05:30": when a page last asked the server, which it does every few seconds. */
export const formatClockSeconds = (at: At) =>
  format(at, { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });

/** "Friday 27 November". */
export const formatLongDay = (at: At) => format(at, { weekday: "long", day: "numeric", month: "long" });

/** "27 Nov 2026". */
export const formatShortDate = (at: At) => format(at, { day: "numeric", month: "short", year: "numeric" });

/** "27 Nov, 21:05". */
export const formatDayAndClock = (at: At) =>
  format(at, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** "Friday". */
export const formatWeekday = (at: At) => format(at, { weekday: "long" });

/** "25 December". */
export const formatDayMonth = (at: At) => format(at, { day: "numeric", month: "long" });

const MONTHS_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const HOUR_MS = 3_600_000;
const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

/**
 * " BST" or " GMT" for an instant in the hour the clocks go back (01:00–01:59 on the last Sunday
 * of October, which London lives twice), else "": two slots an hour apart would otherwise read
 * alike ("Sun 25 Oct, 01:30"), and a customer could come for the wrong one.
 */
function repeatedHourZone(at: Date): string {
  const wall = (d: Date) => format(d, WALL_CLOCK);
  const own = wall(at);
  if (own !== wall(new Date(at.getTime() + HOUR_MS)) && own !== wall(new Date(at.getTime() - HOUR_MS))) return "";
  const name = formatter({ hour: "numeric", timeZoneName: "short" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  return name ? ` ${name}` : "";
}

/** "Fri 27 Nov, 18:15", for a list of slots; "Sun 25 Oct, 01:30 BST" in the hour that repeats. */
export function formatSlot(at: At): string {
  const parts = Object.fromEntries(
    formatter({ weekday: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(toDate(at))
      .map((p) => [p.type, p.value]),
  );
  // Three-letter months ("Sep", never en-GB's "Sept"), so a slot list lines up.
  const month = MONTHS_SHORT[Number(format(at, { month: "numeric" })) - 1];
  // London repeats only an October 01:xx, so every other label skips the three formats it costs.
  const zone = month === "Oct" && parts.hour === "01" ? repeatedHourZone(toDate(at)) : "";
  return `${parts.weekday} ${parts.day} ${month}, ${parts.hour}:${parts.minute}${zone}`;
}

/** Whole shop days from `from`'s day to `to`'s day (0: the same day, 1: the next...). */
export function shopDaysBetween(from: At, to: At): number {
  const day = (at: At) => Date.parse(`${shopDayOf(at)}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / 86_400_000);
}

/** "Fri". */
export const formatWeekdayShort = (at: At) => format(at, { weekday: "short" });

/** The shop's calendar day of an instant, "2026-11-27". */
export const shopDayOf = (at: At) => format(at, { year: "numeric", month: "2-digit", day: "2-digit" }, "en-CA");

import { DateTime } from "luxon";
import { LONDON as ZONE } from "./shop-zone";

// The shop's days are London days, whatever time zone the server runs in.

/** Midnight in London of the calendar day "YYYY-MM-DD", as an instant. */
export function londonMidnight(day: string): Date {
  return DateTime.fromISO(day, { zone: ZONE }).startOf("day").toJSDate();
}

/** Midnight in London of the day `at` falls on in London. */
export function startOfLondonDay(at: Date): Date {
  return DateTime.fromJSDate(at, { zone: ZONE }).startOf("day").toJSDate();
}

/** The London calendar day after "YYYY-MM-DD". */
export function nextDay(day: string): string {
  return DateTime.fromISO(day, { zone: ZONE }).plus({ days: 1 }).toISODate()!;
}

/** An instant (or an ISO 8601 string) as a luxon DateTime in the shop's zone. */
export function inShopZone(at: Date | string): DateTime {
  // An instant is placed in London directly: placing it in the server's zone first and moving it
  // cost a second DateTime, three quarters of a week's slot list (228 of them) answered.
  return typeof at === "string" ? DateTime.fromISO(at).setZone(ZONE) : DateTime.fromJSDate(at, { zone: ZONE });
}

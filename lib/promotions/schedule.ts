import { DateTime, LONDON } from "@/lib/platform/time";
import type { PromoWindow } from "./types";

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return h! * 60 + m!;
}

/**
 * Whether a promotion runs at `now`. Weekdays and hours are read on London's wall clock, so
 * "Friday 17:00–23:00" holds in GMT and in BST alike; an evening window that ends after
 * midnight ("22:00–02:00") belongs to the day it starts on.
 */
export function isWithinWindow(window: PromoWindow, now: Date): boolean {
  if (window.startsAt && now < window.startsAt) return false;
  if (window.endsAt && now >= window.endsAt) return false;
  const local = DateTime.fromJSDate(now, { zone: LONDON });
  const dayAllowed = (weekday: number) => window.days.length === 0 || window.days.includes(weekday);
  if (!window.from || !window.to) return dayAllowed(local.weekday);
  const minute = local.hour * 60 + local.minute;
  const from = minutesOf(window.from);
  const to = minutesOf(window.to);
  if (from < to) return dayAllowed(local.weekday) && minute >= from && minute < to;
  // Past midnight: the late part of today's window, or the early part of yesterday's.
  if (minute >= from) return dayAllowed(local.weekday);
  const yesterday = local.minus({ days: 1 }).weekday;
  return minute < to && dayAllowed(yesterday);
}

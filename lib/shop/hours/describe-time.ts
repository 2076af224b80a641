import { DateTime } from "luxon";
import { SHOP_ZONE } from "./timetable";

// How the shop says a time to customers, on London's clock. Shared by server and browser.

/** "16:50" */
export function clockTime(at: Date | string): string {
  return toLondon(at).toFormat("HH:mm");
}

function toLondon(at: Date | string): DateTime {
  return (typeof at === "string" ? DateTime.fromISO(at) : DateTime.fromJSDate(at)).setZone(SHOP_ZONE);
}

/** "today at 16:50", "tomorrow at 16:50", "on Friday at 16:50", "on 25 December at 16:50". */
export function dayAndTime(at: Date | string, now: Date = new Date()): string {
  const when = toLondon(at);
  const today = DateTime.fromJSDate(now, { zone: SHOP_ZONE }).startOf("day");
  const days = Math.round(when.startOf("day").diff(today, "days").days);
  const time = when.toFormat("HH:mm");
  if (days === 0) return `today at ${time}`;
  if (days === 1) return `tomorrow at ${time}`;
  if (days > 1 && days < 7) return `on ${when.toFormat("cccc")} at ${time}`;
  return `on ${when.toFormat("d LLLL")} at ${time}`;
}

/** "Fri 27 Nov, 18:15" for a slot list. */
export function slotLabel(at: Date | string): string {
  return toLondon(at).toFormat("ccc d LLL, HH:mm");
}

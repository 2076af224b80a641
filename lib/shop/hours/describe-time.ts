import { formatClock, formatDayMonth, formatSlot, formatWeekday, shopDaysBetween } from "@/lib/platform/time/shared";

// How the shop says a time to customers, on London's clock. Shared by server and browser.

/** "16:50" */
export function clockTime(at: Date | string): string {
  return formatClock(at);
}

/** "today at 16:50", "tomorrow at 16:50", "on Friday at 16:50", "on 25 December at 16:50". */
export function dayAndTime(at: Date | string, now: Date = new Date()): string {
  const days = shopDaysBetween(now, at);
  const time = formatClock(at);
  if (days === 0) return `today at ${time}`;
  if (days === 1) return `tomorrow at ${time}`;
  if (days > 1 && days < 7) return `on ${formatWeekday(at)} at ${time}`;
  return `on ${formatDayMonth(at)} at ${time}`;
}

/** "Fri 27 Nov, 18:15" for a slot list. */
export function slotLabel(at: Date | string): string {
  return formatSlot(at);
}

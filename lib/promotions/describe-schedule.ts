import { DateTime, LONDON } from "@/lib/platform/time";
import type { PromoWindow } from "./types";

const DAY_NAMES = ["Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays", "Sundays"];

/** The when of a promotion in words, as the pages state the condition: "Fridays 17:00–23:00, until 31 December". */
export function describeSchedule(window: PromoWindow, now: Date): string | null {
  const parts: string[] = [];
  const days = [...window.days].sort((a, b) => a - b);
  if (days.length && days.length < 7) parts.push(days.map((d) => DAY_NAMES[d - 1]).join(", "));
  if (window.from && window.to) parts.push(`${window.from}–${window.to}`);
  const local = (d: Date) => DateTime.fromJSDate(d, { zone: LONDON });
  if (window.startsAt && window.startsAt > now) parts.push(`from ${local(window.startsAt).toFormat("d MMMM")}`);
  if (window.endsAt) {
    // An end at midnight reads as the day before: "until 31 December" for 1 January 00:00.
    parts.push(`until ${local(new Date(window.endsAt.getTime() - 1)).toFormat("d MMMM")}`);
  }
  return parts.length ? parts.join(", ").replace(/^./, (c) => c.toUpperCase()) : null;
}

// The dashboard's period: two calendar days (YYYY-MM-DD), both included, as the API takes them.
import { isReportDay, REPORT_DAYS } from "@/lib/api/schemas";
import { shopDayOf } from "@/lib/platform/time/shared";

export type TPeriod = { from: string; to: string };

export type TPresetId = "last-7-days" | "last-30-days" | "this-month";

export const PRESETS: { id: TPresetId; label: string }[] = [
  { id: "last-7-days", label: "Last 7 days" },
  { id: "last-30-days", label: "Last 30 days" },
  { id: "this-month", label: "This month" },
];

export const DEFAULT_PRESET: TPresetId = "last-30-days";

/** Today in London, where the shop is, whatever the computer's own time zone. */
export function getLondonToday(now = new Date()): string {
  return shopDayOf(now);
}

/** A day `days` after (or before, when negative) the given one. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function getPresetPeriod(preset: TPresetId, today: string): TPeriod {
  switch (preset) {
    case "last-7-days":
      return { from: addDays(today, -6), to: today };
    case "last-30-days":
      return { from: addDays(today, -29), to: today };
    case "this-month":
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** "1 May 2026 – 30 May 2026". */
export function describePeriod({ from, to }: TPeriod): string {
  const format = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
  return from === to ? format(from) : `${format(from)} – ${format(to)}`;
}

/** What is wrong with a period typed in, in the words shown beside the dates; null when nothing. */
export function periodProblem({ from, to }: TPeriod): string | null {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(from) || !day.test(to) || from > to) return "Choose a start date on or before the end date.";
  // The server refuses these too; said here, the figures shown stay rather than fail.
  if (!isReportDay(from) || !isReportDay(to)) return REPORT_DAYS.outside;
  return null;
}

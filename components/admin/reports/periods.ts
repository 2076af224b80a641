// The reports screen's dates: London calendar days "YYYY-MM-DD", both ends included.
import { addDays } from "../dashboard/period";

export type TVatPeriod = { from: string; to: string };

/** The calendar quarter a day is in, and the one before: the usual VAT periods. */
export function quarterOf(day: string): TVatPeriod {
  const year = Number(day.slice(0, 4));
  const q = Math.floor((Number(day.slice(5, 7)) - 1) / 3);
  const from = `${year}-${String(q * 3 + 1).padStart(2, "0")}-01`;
  const nextQuarter = q === 3 ? `${year + 1}-01-01` : `${year}-${String(q * 3 + 4).padStart(2, "0")}-01`;
  return { from, to: addDays(nextQuarter, -1) };
}

export function previousQuarter(day: string): TVatPeriod {
  return quarterOf(addDays(quarterOf(day).from, -1));
}

export function monthOf(day: string): TVatPeriod {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return { from: `${day.slice(0, 8)}01`, to: addDays(next, -1) };
}

export const VAT_PRESETS = [
  { id: "this-quarter", label: "This quarter", of: quarterOf },
  { id: "last-quarter", label: "Last quarter", of: previousQuarter },
  { id: "this-month", label: "This month", of: monthOf },
] as const;

/** "1 Oct 2026" from "2026-10-01", whatever the computer's own zone. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

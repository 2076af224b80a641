import { nextDay, shopDayOf } from "@/lib/platform/time";
import type { RefundMade, Sale } from "./load-sales";
import { takingsOf, type Takings } from "./sum-sales";

export type DayTakings = Takings & { date: string };

/**
 * Takings for each London calendar date from `first` to `last` (both included, every date
 * listed): the orders paid that date less the refunds made that date.
 */
export function dailyTakings(
  first: string,
  last: string,
  sales: readonly Sale[],
  refunds: readonly RefundMade[],
): DayTakings[] {
  const days: DayTakings[] = [];
  for (let date = first; date <= last; date = nextDay(date)) {
    days.push({
      date,
      ...takingsOf(
        sales.filter((s) => shopDayOf(s.placedAt) === date),
        refunds.filter((r) => shopDayOf(r.createdAt) === date),
      ),
    });
  }
  return days;
}

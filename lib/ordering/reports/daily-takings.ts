import { nextDay, shopDayOf } from "@/lib/platform/time";
import type { RefundMade, Sale } from "./sales-shared";
import { takingsOf, type Takings } from "./sum-sales";

export type DayTakings = Takings & { date: string };

function byDay<T>(items: readonly T[], at: (item: T) => Date): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const day = shopDayOf(at(item));
    const list = days.get(day);
    if (list) list.push(item);
    else days.set(day, [item]);
  }
  return days;
}

/**
 * Takings for each London calendar date from `first` to `last` (both included, every date
 * listed): the orders paid that date less the refunds made that date. Each sale's date is worked
 * out once: a year's report over every sale for every date took 14 s at 20,000 orders.
 */
export function dailyTakings(
  first: string,
  last: string,
  sales: readonly Sale[],
  refunds: readonly RefundMade[],
): DayTakings[] {
  const salesOn = byDay(sales, (s) => s.placedAt);
  const refundsOn = byDay(refunds, (r) => r.createdAt);
  const days: DayTakings[] = [];
  for (let date = first; date <= last; date = nextDay(date)) {
    days.push({ date, ...takingsOf(salesOn.get(date) ?? [], refundsOn.get(date) ?? []) });
  }
  return days;
}

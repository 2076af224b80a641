import "server-only";
import { DateTime, formatWeekdayShort, londonMidnight, nextDay, LONDON, shopDayOf } from "@/lib/platform/time";
import { dailyTakings } from "./daily-takings";
import { loadRefundsMade } from "./load-refunds-made";
import { loadSales } from "./load-sales";
import { type Period } from "./sales-shared";
import { takingsOf } from "./sum-sales";

// Figures of the admin dashboard, from the same sales and refunds as the reports (decision
// 035): an order counts on the London date it was paid, a refund on the date it was made, and
// revenue is what was charged less what was given back.

export type { Period };

export type PeriodFigures = { orders: number; delivered: number; cancelled: number; revenuePence: number };

export async function figuresFor(period: Period): Promise<PeriodFigures> {
  const [sales, refunds] = await Promise.all([loadSales(period), loadRefundsMade(period)]);
  return {
    orders: sales.length,
    delivered: sales.filter((s) => s.status === "delivered" || s.status === "collected").length,
    cancelled: sales.filter((s) => s.status === "cancelled" || s.status === "rejected").length,
    revenuePence: takingsOf(sales, refunds).netPence,
  };
}

/** Percentage change from the previous value; null when there is nothing to compare with. */
export function trend(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export type DayFigures = { date: string; weekday: string; revenuePence: number; orders: number; growth: number | null };

const minusDays = (day: string, days: number) => DateTime.fromISO(day, { zone: LONDON }).minus({ days }).toISODate()!;

/**
 * The last 7 London dates, each with revenue (net of refunds), orders and growth: the change in
 * orders against the same weekday a week before.
 */
export async function lastSevenDays(now = new Date()): Promise<DayFigures[]> {
  const today = shopDayOf(now);
  const first = minusDays(today, 13);
  const period = { from: londonMidnight(first), to: londonMidnight(nextDay(today)) };
  const [sales, refunds] = await Promise.all([loadSales(period), loadRefundsMade(period)]);
  const days = dailyTakings(first, today, sales, refunds);
  return days.slice(7).map((day, i) => ({
    date: day.date,
    weekday: formatWeekdayShort(londonMidnight(day.date)),
    revenuePence: day.netPence,
    orders: day.orders,
    growth: trend(day.orders, days[i]!.orders),
  }));
}

export type Figure = { value: number; trend: number | null };

export type Dashboard = {
  period: Period;
  totals: { orders: Figure; delivered: Figure; cancelled: Figure; revenuePence: Figure };
  week: DayFigures[];
};

/**
 * The period just before, as long on London's clock (days, then any time left): measured back in
 * hours, it would start an hour off midnight whenever a clock change falls in either period, and
 * gain or lose the first hour of a night the shop trades past midnight.
 */
function periodBefore({ from, to }: Period): Period {
  const start = DateTime.fromJSDate(from, { zone: LONDON });
  const length = DateTime.fromJSDate(to, { zone: LONDON }).diff(start, ["days", "milliseconds"]);
  return { from: start.minus(length).toJSDate(), to: from };
}

/**
 * The figures of a period of whole London days, "YYYY-MM-DD" both ends included (without
 * dates, the last 30 days up to now), each with its trend against the period just before,
 * and the last 7 days.
 */
export async function loadDashboard(days: { from?: string; to?: string }, now = new Date()): Promise<Dashboard> {
  const to = days.to ? londonMidnight(nextDay(days.to)) : now;
  const from = days.from
    ? londonMidnight(days.from)
    : DateTime.fromJSDate(to, { zone: LONDON }).minus({ days: 30 }).toJSDate();
  const [current, previous, week] = await Promise.all([
    figuresFor({ from, to }),
    figuresFor(periodBefore({ from, to })),
    lastSevenDays(now),
  ]);
  const figure = (key: keyof PeriodFigures): Figure => ({
    value: current[key],
    trend: trend(current[key], previous[key]),
  });
  return {
    period: { from, to },
    totals: {
      orders: figure("orders"),
      delivered: figure("delivered"),
      cancelled: figure("cancelled"),
      revenuePence: figure("revenuePence"),
    },
    week,
  };
}

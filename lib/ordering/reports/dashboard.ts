import "server-only";
import { getDb } from "@/lib/platform/db";
import { formatWeekdayShort, londonMidnight, nextDay, SHOP_ZONE, shopDayOf } from "@/lib/platform/time";

// Figures of the admin dashboard, from the orders themselves. An order counts in the period
// in which it was paid (placedAt); revenue leaves cancelled orders out.

export type Period = { from: Date; to: Date };

export type PeriodFigures = { orders: number; delivered: number; cancelled: number; revenuePence: number };

export async function figuresFor(period: Period): Promise<PeriodFigures> {
  const rows = await getDb().$queryRaw<{ orders: bigint; delivered: bigint; cancelled: bigint; revenue: bigint | null }[]>`
    SELECT count(*) AS orders,
           count(*) FILTER (WHERE status IN ('delivered', 'collected')) AS delivered,
           count(*) FILTER (WHERE status IN ('cancelled', 'rejected')) AS cancelled,
           sum("grandTotalPence") FILTER (WHERE status NOT IN ('cancelled', 'rejected')) AS revenue
    FROM "Order"
    WHERE "placedAt" >= ${period.from} AND "placedAt" < ${period.to}`;
  const r = rows[0]!;
  return { orders: Number(r.orders), delivered: Number(r.delivered), cancelled: Number(r.cancelled), revenuePence: Number(r.revenue ?? 0) };
}

/** Percentage change from the previous value; null when there is nothing to compare with. */
export function trend(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export type DayFigures = { date: string; weekday: string; revenuePence: number; orders: number; growth: number | null };

/**
 * The last 7 days (London time), each with revenue, orders and growth: the change in
 * orders against the same weekday a week before.
 */
export async function lastSevenDays(now = new Date()): Promise<DayFigures[]> {
  const since = new Date(now.getTime() - 14 * 24 * 3600 * 1000);
  const rows = await getDb().$queryRaw<{ day: string; orders: bigint; revenue: bigint | null }[]>`
    SELECT to_char(("placedAt" AT TIME ZONE 'UTC') AT TIME ZONE ${SHOP_ZONE}, 'YYYY-MM-DD') AS day,
           count(*) AS orders,
           sum("grandTotalPence") FILTER (WHERE status NOT IN ('cancelled', 'rejected')) AS revenue
    FROM "Order" WHERE "placedAt" >= ${since}
    GROUP BY 1`;
  const byDay = new Map(rows.map((r) => [r.day, { orders: Number(r.orders), revenuePence: Number(r.revenue ?? 0) }]));
  const days: DayFigures[] = [];
  for (let i = 6; i >= 0; i--) {
    const d = new Date(now.getTime() - i * 24 * 3600 * 1000);
    const key = shopDayOf(d);
    const weekBefore = byDay.get(shopDayOf(new Date(d.getTime() - 7 * 24 * 3600 * 1000)))?.orders ?? 0;
    const today = byDay.get(key) ?? { orders: 0, revenuePence: 0 };
    days.push({
      date: key,
      weekday: formatWeekdayShort(d),
      revenuePence: today.revenuePence,
      orders: today.orders,
      growth: trend(today.orders, weekBefore),
    });
  }
  return days;
}

export type Figure = { value: number; trend: number | null };

export type Dashboard = {
  period: Period;
  totals: { orders: Figure; delivered: Figure; cancelled: Figure; revenuePence: Figure };
  week: DayFigures[];
};

const DAY_MS = 24 * 3600 * 1000;

/**
 * The figures of a period of whole London days, "YYYY-MM-DD" both ends included (without
 * dates, the last 30 days up to now), each with its trend against the period just before,
 * and the last 7 days.
 */
export async function loadDashboard(days: { from?: string; to?: string }, now = new Date()): Promise<Dashboard> {
  const to = days.to ? londonMidnight(nextDay(days.to)) : now;
  const from = days.from ? londonMidnight(days.from) : new Date(to.getTime() - 30 * DAY_MS);
  const length = to.getTime() - from.getTime();
  const [current, previous, week] = await Promise.all([
    figuresFor({ from, to }),
    figuresFor({ from: new Date(from.getTime() - length), to: from }),
    lastSevenDays(now),
  ]);
  const figure = (key: keyof PeriodFigures): Figure => ({ value: current[key], trend: trend(current[key], previous[key]) });
  return {
    period: { from, to },
    totals: { orders: figure("orders"), delivered: figure("delivered"), cancelled: figure("cancelled"), revenuePence: figure("revenuePence") },
    week,
  };
}

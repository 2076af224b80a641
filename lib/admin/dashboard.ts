import "server-only";
import { getDb } from "@/lib/db/client";

// Figures of the admin dashboard, from the orders themselves. An order counts in the period
// in which it was paid (placedAt); revenue leaves cancelled orders out.

export type Period = { from: Date; to: Date };

export type PeriodFigures = { orders: number; delivered: number; cancelled: number; revenuePence: number };

export async function figuresFor(period: Period): Promise<PeriodFigures> {
  const rows = await getDb().$queryRaw<{ orders: bigint; delivered: bigint; cancelled: bigint; revenue: bigint | null }[]>`
    SELECT count(*) AS orders,
           count(*) FILTER (WHERE status = 'delivered') AS delivered,
           count(*) FILTER (WHERE status = 'cancelled') AS cancelled,
           sum("grandTotalPence") FILTER (WHERE status <> 'cancelled') AS revenue
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
    SELECT to_char(("placedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/London', 'YYYY-MM-DD') AS day,
           count(*) AS orders,
           sum("grandTotalPence") FILTER (WHERE status <> 'cancelled') AS revenue
    FROM "Order" WHERE "placedAt" >= ${since}
    GROUP BY 1`;
  const byDay = new Map(rows.map((r) => [r.day, { orders: Number(r.orders), revenuePence: Number(r.revenue ?? 0) }]));
  const londonDay = (d: Date) => d.toLocaleDateString("en-CA", { timeZone: "Europe/London" });
  const days: DayFigures[] = [];
  for (let i = 6; i >= 0; i--) {
    const d = new Date(now.getTime() - i * 24 * 3600 * 1000);
    const key = londonDay(d);
    const weekBefore = byDay.get(londonDay(new Date(d.getTime() - 7 * 24 * 3600 * 1000)))?.orders ?? 0;
    const today = byDay.get(key) ?? { orders: 0, revenuePence: 0 };
    days.push({
      date: key,
      weekday: d.toLocaleDateString("en-GB", { weekday: "short", timeZone: "Europe/London" }),
      revenuePence: today.revenuePence,
      orders: today.orders,
      growth: trend(today.orders, weekBefore),
    });
  }
  return days;
}

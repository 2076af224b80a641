import "server-only";
import type { Dashboard } from "@/lib/ordering";
import { getConfig } from "@/lib/platform/config";
import { toMajor } from "@/lib/platform/money";
import type { TDashboardDto } from "./contract";

export function presentDashboard(d: Dashboard): TDashboardDto {
  const { orders, delivered, cancelled, revenuePence } = d.totals;
  return {
    currency: getConfig().CURRENCY,
    period: { from: d.period.from.toISOString(), to: d.period.to.toISOString() },
    totals: {
      orders,
      delivered,
      cancelled,
      revenue: { value: toMajor(revenuePence.value), trend: revenuePence.trend },
    },
    week: d.week.map((w) => ({
      date: w.date,
      weekday: w.weekday,
      revenue: toMajor(w.revenuePence),
      orders: w.orders,
      growth: w.growth,
    })),
  };
}

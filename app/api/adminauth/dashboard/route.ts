import { z } from "zod";
import { figuresFor, lastSevenDays, trend } from "@/lib/admin/dashboard";
import { londonMidnight, nextDay } from "@/lib/admin/london-time";
import { requireAdmin } from "@/lib/auth/request-auth";
import { getConfig } from "@/lib/config";
import { parseWith } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { toMajor } from "@/lib/money";

const DAY = 24 * 3600 * 1000;
const date = z.iso.date("Use a date such as 2026-11-01.");
const ZPeriodSchema = z
  .object({ from: date.optional(), to: date.optional() })
  .refine((p) => !p.from || !p.to || p.from <= p.to, { message: "The start must be before the end.", path: ["from"] });

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD (both days included); default the last 30 days. */
export const GET = route(async (req) => {
  await requireAdmin(req);
  const query = parseWith(ZPeriodSchema, Object.fromEntries(req.nextUrl.searchParams.entries()));
  // Whole London days, both ends included; without dates, the last 30 days up to now.
  const to = query.to ? londonMidnight(nextDay(query.to)) : new Date();
  const from = query.from ? londonMidnight(query.from) : new Date(to.getTime() - 30 * DAY);
  const length = to.getTime() - from.getTime();
  const [current, previous, week] = await Promise.all([
    figuresFor({ from, to }),
    figuresFor({ from: new Date(from.getTime() - length), to: from }),
    lastSevenDays(),
  ]);
  return ok(
    {
      currency: getConfig().CURRENCY,
      period: { from: from.toISOString(), to: to.toISOString() },
      totals: {
        orders: { value: current.orders, trend: trend(current.orders, previous.orders) },
        delivered: { value: current.delivered, trend: trend(current.delivered, previous.delivered) },
        cancelled: { value: current.cancelled, trend: trend(current.cancelled, previous.cancelled) },
        revenue: { value: toMajor(current.revenuePence), trend: trend(current.revenuePence, previous.revenuePence) },
      },
      week: week.map((d) => ({ ...d, revenue: toMajor(d.revenuePence) })),
    },
    "Dashboard",
  );
});

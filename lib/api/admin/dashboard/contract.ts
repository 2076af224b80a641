import { z } from "zod";
import { defineEndpoint } from "../../endpoint";
import { ZIsoDateTime, ZMoney, ZReportDaySchema } from "../../schemas";

// The admin dashboard's figures. Money in major units of `currency`; trends in percent
// against the period just before, null when that period had nothing to compare with.

const day = ZReportDaySchema;

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD, London days, both included; default the last 30 days. */
export const ZDashboardQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((p) => !p.from || !p.to || p.from <= p.to, { message: "The start must be before the end.", path: ["from"] });

const ZFigureDto = z.object({ value: z.number(), trend: z.number().nullable() });

export const ZDashboardDto = z.object({
  currency: z.string(),
  period: z.object({ from: ZIsoDateTime, to: ZIsoDateTime }),
  totals: z.object({ orders: ZFigureDto, delivered: ZFigureDto, cancelled: ZFigureDto, revenue: ZFigureDto }),
  /** The last 7 London days, oldest first; growth is in orders against the same weekday a week before. */
  week: z.array(
    z.object({
      date: z.iso.date(),
      weekday: z.string(),
      revenue: ZMoney,
      orders: z.number().int(),
      growth: z.number().nullable(),
    }),
  ),
});

export type TDashboardDto = z.infer<typeof ZDashboardDto>;
export type TFigureDto = z.infer<typeof ZFigureDto>;
export type TWeekDayDto = TDashboardDto["week"][number];

export const getDashboard = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/dashboard",
  access: "admin",
  permission: "reports.read",
  query: ZDashboardQuerySchema,
  response: ZDashboardDto,
});

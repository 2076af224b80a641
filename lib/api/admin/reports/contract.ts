import { z } from "zod";
import { REPORT_PAYMENT_METHODS } from "@/lib/ordering/shared";
import { FULFILMENTS } from "@/lib/shop/shared";
import { defineEndpoint } from "../../endpoint";
import { ZIsoDateTime, ZMoney, ZReportDaySchema, ZVatBreakdownDto } from "../../schemas";

// The money reports (decision 035): the day's "Z report", the VAT of a period with the VAT
// return's boxes, and the orders' lines as a CSV. Money in major units of `currency`, times in
// ISO 8601; the CSVs are RFC 4180, UTF-8 with a byte order mark (so Excel reads "£").

const date = ZReportDaySchema;

/** The longest period a report covers: a year's VAT return (the annual accounting scheme) and a bit. */
export const MAX_PERIOD_DAYS = 370;

export const ZDayQuerySchema = z.object({ date: z.string({ error: "Choose a date." }).pipe(date) });

export const ZPeriodQuerySchema = z
  .object({
    from: z.string({ error: "Choose the first day." }).pipe(date),
    to: z.string({ error: "Choose the last day." }).pipe(date),
  })
  .refine((p) => p.from <= p.to, { message: "The first day must be before the last.", path: ["from"] })
  .refine((p) => (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 < MAX_PERIOD_DAYS, {
    message: `Choose at most ${MAX_PERIOD_DAYS} days.`,
    path: ["to"],
  });
export type TPeriodQuery = z.infer<typeof ZPeriodQuerySchema>;

const ZTakingsDto = z.object({
  orders: z.number().int(),
  /** Charged for the orders paid in the period. */
  gross: ZMoney,
  /** Given back in the period, whichever day its order was paid. */
  refunds: ZMoney,
  /** gross − refunds. */
  net: ZMoney,
});

/** VAT by rate: of the sales, of the refunds, and of the sales less the refunds. */
const ZVatSumsDto = z.object({ sales: ZVatBreakdownDto, refunds: ZVatBreakdownDto, net: ZVatBreakdownDto });

export const ZDayReportDto = z.object({
  currency: z.string(),
  date: z.iso.date(),
  /** The trading day's instants: from the night before's last close to tonight's. */
  from: ZIsoDateTime,
  to: ZIsoDateTime,
  takings: ZTakingsDto,
  byFulfilment: z.array(z.object({ fulfilment: z.enum(FULFILMENTS), orders: z.number().int(), gross: ZMoney })),
  byPaymentMethod: z.array(
    z.object({ method: z.enum(REPORT_PAYMENT_METHODS), label: z.string(), orders: z.number().int(), gross: ZMoney }),
  ),
  /** Tips on the orders paid, less the tips given back by the refunds made; outside the scope of VAT. */
  tips: ZMoney,
  /** The refunds' tip parts: refundsMade adds up to takings.refunds + tipsRefunded. */
  tipsRefunded: ZMoney,
  discounts: z.object({
    total: ZMoney,
    byPromotion: z.array(z.object({ _id: z.string(), name: z.string(), orders: z.number().int(), amount: ZMoney })),
  }),
  refundsMade: z.array(
    z.object({ _id: z.string(), orderNumber: z.string(), at: ZIsoDateTime, amount: ZMoney, reason: z.string() }),
  ),
  /** Delivery fees paid, less free delivery. */
  deliveryFees: ZMoney,
  vat: ZVatSumsDto,
  /** Hours with orders, by the hour they were paid in. */
  hours: z.array(z.object({ start: ZIsoDateTime, orders: z.number().int(), gross: ZMoney })),
  busiestHour: z.object({ start: ZIsoDateTime, orders: z.number().int(), gross: ZMoney }).nullable(),
});
export type TDayReportDto = z.infer<typeof ZDayReportDto>;

export const ZVatReportDto = z.object({
  currency: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  vat: ZVatSumsDto,
  /** Box 1: VAT due on sales, less refunds. */
  box1: ZMoney,
  /** Box 6: sales before VAT (zero-rated included), less refunds, in whole pounds as HMRC asks. */
  box6: z.number().int(),
  /** Box 6 with its pence. */
  box6Exact: ZMoney,
  takings: ZTakingsDto,
  /** Takings of each London date of the period. */
  days: z.array(ZTakingsDto.extend({ date: z.iso.date() })),
});
export type TVatReportDto = z.infer<typeof ZVatReportDto>;

export const getDayReport = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/reports/day",
  access: "admin",
  permission: "reports.read",
  query: ZDayQuerySchema,
  response: ZDayReportDto,
});

export const getVatReport = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/reports/vat",
  access: "admin",
  permission: "reports.read",
  query: ZPeriodQuerySchema,
  response: ZVatReportDto,
});

const CSV = { contentType: "text/csv; charset=utf-8; header=present" };

/** The VAT report as a CSV: a row per rate, a total, then boxes 1 and 6. */
export const getVatReportCsv = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/reports/vat.csv",
  access: "admin",
  permission: "reports.read",
  query: ZPeriodQuerySchema,
  response: z.string(),
  download: CSV,
});

/** One row per order line of the orders paid in the period. */
export const getOrdersCsv = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/reports/orders.csv",
  access: "admin",
  permission: "reports.read",
  query: ZPeriodQuerySchema,
  response: z.string(),
  download: CSV,
});

import "server-only";
import { stringify } from "csv-stringify/sync";
import type { DayReport, OrderLineEntry, VatReport, VatRow } from "@/lib/ordering";
import { formatSize } from "@/lib/menu/shared";
import { REPORT_PAYMENT_METHOD_LABELS } from "@/lib/ordering/shared";
import { getConfig } from "@/lib/platform/config";
import { toDecimalString, toMajor } from "@/lib/platform/money";
import { formatClock, shopDayOf } from "@/lib/platform/time/shared";
import { ratePercent } from "@/lib/platform/vat";
import { presentVatBreakdown } from "../../present-vat";
import type { TDayReportDto, TVatReportDto } from "./contract";

const vatSums = (v: { sales: VatRow[]; refunds: VatRow[]; net: VatRow[] }) => ({
  sales: presentVatBreakdown(v.sales),
  refunds: presentVatBreakdown(v.refunds),
  net: presentVatBreakdown(v.net),
});

const takings = (t: { orders: number; grossPence: number; refundsPence: number; netPence: number }) => ({
  orders: t.orders,
  gross: toMajor(t.grossPence),
  refunds: toMajor(t.refundsPence),
  net: toMajor(t.netPence),
});

const hour = (h: { start: Date; orders: number; grossPence: number }) => ({
  start: h.start.toISOString(),
  orders: h.orders,
  gross: toMajor(h.grossPence),
});

export function presentDayReport(r: DayReport): TDayReportDto {
  return {
    currency: getConfig().CURRENCY,
    date: r.day,
    from: r.period.from.toISOString(),
    to: r.period.to.toISOString(),
    takings: takings(r.takings),
    byFulfilment: r.byFulfilment.map((f) => ({ fulfilment: f.key, orders: f.orders, gross: toMajor(f.grossPence) })),
    byPaymentMethod: r.byPaymentMethod.map((m) => ({
      method: m.key,
      label: REPORT_PAYMENT_METHOD_LABELS[m.key],
      orders: m.orders,
      gross: toMajor(m.grossPence),
    })),
    tips: toMajor(r.tipsPence),
    tipsRefunded: toMajor(r.tipsRefundedPence),
    discounts: {
      total: toMajor(r.discountsPence),
      byPromotion: r.discounts.map((d) => ({
        _id: d.promotionId,
        name: d.name,
        orders: d.orders,
        amount: toMajor(d.amountPence),
      })),
    },
    refundsMade: r.refunds.map((f) => ({
      _id: f.id,
      orderNumber: f.orderNumber,
      at: f.createdAt.toISOString(),
      amount: toMajor(f.amountPence),
      reason: f.reason,
    })),
    deliveryFees: toMajor(r.deliveryFeesPence),
    vat: vatSums(r.vat),
    hours: r.hours.map(hour),
    busiestHour: r.busiestHour ? hour(r.busiestHour) : null,
  };
}

export function presentVatReport(r: VatReport): TVatReportDto {
  return {
    currency: getConfig().CURRENCY,
    from: r.first,
    to: r.last,
    vat: vatSums(r.vat),
    box1: toMajor(r.box1Pence),
    box6: r.box6Pounds,
    box6Exact: toMajor(r.box6Pence),
    takings: takings(r.takings),
    days: r.days.map((d) => ({ date: d.date, ...takings(d) })),
  };
}

/**
 * RFC 4180 (CRLF between records, quotes where a field needs them) in UTF-8 with a byte order
 * mark: without it Excel reads the file in the machine's code page and "£" comes out as "Â£".
 */
function csv(rows: (string | number)[][]): string {
  return stringify(rows, { bom: true, record_delimiter: "windows" });
}

/**
 * Text the admin typed (a dish's name) that a spreadsheet would run as a formula is written as
 * text: https://owasp.org/www-community/attacks/CSV_Injection
 */
function text(value: string): string {
  return /^[=+@\t\r]/.test(value) ? `'${value}` : value;
}

const money = toDecimalString;

export function vatReportCsv(r: VatReport): string {
  const { sales, refunds, net } = r.vat;
  const header = [
    "VAT rate (%)",
    "Sales net (£)",
    "Sales VAT (£)",
    "Sales gross (£)",
    "Refunds net (£)",
    "Refunds VAT (£)",
    "Refunds gross (£)",
    "Net (£)",
    "VAT (£)",
    "Gross (£)",
  ];
  const row = (label: string | number, s: VatRow, f: VatRow, n: VatRow) => [
    label,
    money(s.netPence),
    money(s.vatPence),
    money(s.grossPence),
    money(f.netPence),
    money(f.vatPence),
    money(f.grossPence),
    money(n.netPence),
    money(n.vatPence),
    money(n.grossPence),
  ];
  const total = (rows: VatRow[]): VatRow => ({
    basisPoints: 0,
    netPence: rows.reduce((s, x) => s + x.netPence, 0),
    vatPence: rows.reduce((s, x) => s + x.vatPence, 0),
    grossPence: rows.reduce((s, x) => s + x.grossPence, 0),
  });
  return csv([
    ["VAT report", `${r.first} to ${r.last}`],
    header,
    ...net.map((n, i) => row(ratePercent(n.basisPoints), sales[i]!, refunds[i]!, n)),
    row("Total", total(sales), total(refunds), total(net)),
    [],
    ["Box 1: VAT due on sales (£)", money(r.box1Pence)],
    ["Box 6: total sales excluding VAT, whole pounds (£)", r.box6Pounds],
  ]);
}

export const ORDERS_CSV_HEADER = [
  "Order",
  "Date",
  "Time",
  "Fulfilment",
  "Payment method",
  "Dish",
  "Size",
  "Variant",
  "Extras",
  "Quantity",
  "Price (£)",
  "Discount share (£)",
  "Delivery share (£)",
  "Gross (£)",
  "VAT class",
  "VAT rate (%)",
  "Net (£)",
  "VAT (£)",
  "Refunded (£)",
];

/** One row per order line; dates and times on London's clock. */
export function ordersCsv(entries: OrderLineEntry[]): string {
  return csv([
    ORDERS_CSV_HEADER,
    ...entries.map((e) => [
      e.orderNumber,
      shopDayOf(e.placedAt),
      formatClock(e.placedAt),
      e.fulfilment === "delivery" ? "Delivery" : "Collection",
      REPORT_PAYMENT_METHOD_LABELS[e.method],
      text(e.dish),
      e.size ? formatSize(e.size) : "",
      text(e.variant ?? ""),
      text(e.extras.join("; ")),
      e.qty,
      money(e.pricePence),
      money(e.discountPence),
      money(e.deliveryPence),
      money(e.grossPence),
      e.vatClasses.join(" + "),
      e.basisPoints.map(ratePercent).join(" + "),
      money(e.netPence),
      money(e.vatPence),
      money(e.refundedPence),
    ]),
  ]);
}

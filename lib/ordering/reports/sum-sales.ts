import { DateTime, LONDON } from "@/lib/platform/time";
import type { Fulfilment } from "@/lib/shop/shared";
import { addVatRows, type VatRow } from "../vat/order-vat";
import type { RefundMade, Sale } from "./sales-shared";
import { REPORT_PAYMENT_METHODS, type ReportPaymentMethod } from "./payment-method";

// Pure sums over the sales and refunds of a period: what every report and the dashboard say.

export type Takings = {
  orders: number;
  /** Charged for the orders paid in the period. */
  grossPence: number;
  /**
   * Given back in the period for goods and delivery, whichever day its order was paid; like the
   * gross, without the tips (a refund's tip part is given back apart, decision 030).
   */
  refundsPence: number;
  /** Gross less refunds: what the shop keeps of its sales, as the VAT rows less refunds add up. */
  netPence: number;
};

export function takingsOf(sales: readonly Sale[], refunds: readonly RefundMade[]): Takings {
  const grossPence = sales.reduce((s, o) => s + o.grossPence, 0);
  const refundsPence = refunds.reduce((s, r) => s + r.amountPence - r.tipPence, 0);
  return { orders: sales.length, grossPence, refundsPence, netPence: grossPence - refundsPence };
}

export type Tips = {
  /** Tipped on the orders paid in the period, less the tips given back in it. */
  tipsPence: number;
  /**
   * The refunds' tip parts (a refund gives the goods back first, decision 030): with the takings'
   * refunds, what the refunds made in the period add up to.
   */
  tipsRefundedPence: number;
};

/** Tips as the takings are counted: paid on the day they were paid, given back on the day they went back. */
export function tipsOf(sales: readonly Sale[], refunds: readonly RefundMade[]): Tips {
  const tipsRefundedPence = refunds.reduce((s, r) => s + r.tipPence, 0);
  return { tipsPence: sales.reduce((s, o) => s + o.tipPence, 0) - tipsRefundedPence, tipsRefundedPence };
}

export type VatSums = { sales: VatRow[]; refunds: VatRow[]; net: VatRow[] };

/** VAT by rate of the sales, of the refunds, and of the two together (sales less refunds). */
export function vatSumsOf(sales: readonly Sale[], refunds: readonly RefundMade[]): VatSums {
  const sold = addVatRows(...sales.map((s) => s.vat.sold));
  const back = addVatRows(...refunds.map((r) => r.rows));
  const negated = back.map((r) => ({
    basisPoints: r.basisPoints,
    grossPence: -r.grossPence,
    vatPence: -r.vatPence,
    netPence: -r.netPence,
  }));
  // Every rate sold or refunded has a row in each, so the three line up.
  const rates = [...new Set([...sold, ...back].map((r) => r.basisPoints))];
  const zero = rates.map((basisPoints) => ({ basisPoints, grossPence: 0, vatPence: 0, netPence: 0 }));
  return { sales: addVatRows(zero, sold), refunds: addVatRows(zero, back), net: addVatRows(zero, sold, negated) };
}

/** Count and gross of the sales by a key, every key listed (zeros included), in the keys' order. */
export function groupSales<K extends string>(sales: readonly Sale[], keys: readonly K[], keyOf: (s: Sale) => K) {
  return keys.map((key) => {
    const of = sales.filter((s) => keyOf(s) === key);
    return { key, orders: of.length, grossPence: of.reduce((s, o) => s + o.grossPence, 0) };
  });
}

export const byFulfilment = (sales: readonly Sale[]) =>
  groupSales(sales, ["delivery", "collection"] as readonly Fulfilment[], (s) => s.fulfilment);
export const byPaymentMethod = (sales: readonly Sale[]) =>
  groupSales(sales, REPORT_PAYMENT_METHODS as readonly ReportPaymentMethod[], (s) => s.method);

/** What each promotion took off, with the number of orders it was on, largest first. */
export function discountsByPromotion(sales: readonly Sale[]) {
  const byId = new Map<string, { name: string; orders: number; amountPence: number }>();
  for (const sale of sales) {
    for (const p of sale.promotions) {
      const seen = byId.get(p.promotionId) ?? { name: p.name, orders: 0, amountPence: 0 };
      byId.set(p.promotionId, {
        name: seen.name,
        orders: seen.orders + 1,
        amountPence: seen.amountPence + p.amountPence,
      });
    }
  }
  return [...byId.entries()]
    .map(([promotionId, d]) => ({ promotionId, ...d }))
    .sort((a, b) => b.amountPence - a.amountPence);
}

/**
 * The sales by the hour they were paid in, in time order, only hours with orders. An hour is a
 * real hour: the 01:00 that comes twice on the night the clocks go back is two hours here.
 */
export function salesByHour(sales: readonly Sale[]) {
  const byStart = new Map<number, { start: Date; orders: number; grossPence: number }>();
  for (const sale of sales) {
    const start = DateTime.fromJSDate(sale.placedAt, { zone: LONDON }).startOf("hour").toJSDate();
    const seen = byStart.get(start.getTime()) ?? { start, orders: 0, grossPence: 0 };
    byStart.set(start.getTime(), { start, orders: seen.orders + 1, grossPence: seen.grossPence + sale.grossPence });
  }
  return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The hour with the most orders (the larger gross on a tie, then the earlier). */
export function busiestHour(hours: ReturnType<typeof salesByHour>) {
  return hours.reduce<(typeof hours)[number] | null>(
    (best, h) =>
      !best || h.orders > best.orders || (h.orders === best.orders && h.grossPence > best.grossPence) ? h : best,
    null,
  );
}

import "server-only";
import { loadTradingDay } from "@/lib/shop";
import { loadRefundsMade } from "./load-refunds-made";
import { loadSales } from "./load-sales";
import {
  busiestHour,
  byFulfilment,
  byPaymentMethod,
  discountsByPromotion,
  salesByHour,
  takingsOf,
  tipsOf,
  vatSumsOf,
} from "./sum-sales";

/**
 * The end-of-day "Z report" of a London trading day (decision 035): the orders paid in it and
 * their gross by fulfilment and by payment method, tips less those given back, discounts by
 * promotion, refunds made in it, delivery fees, VAT by rate (sales less refunds) and the busiest hour.
 */
export async function loadDayReport(day: string) {
  const period = await loadTradingDay(day);
  const [sales, refunds] = await Promise.all([loadSales(period), loadRefundsMade(period)]);
  const hours = salesByHour(sales);
  return {
    day,
    period,
    takings: takingsOf(sales, refunds),
    byFulfilment: byFulfilment(sales),
    byPaymentMethod: byPaymentMethod(sales),
    ...tipsOf(sales, refunds),
    discountsPence: sales.reduce((s, o) => s + o.discountPence, 0),
    discounts: discountsByPromotion(sales),
    refunds,
    deliveryFeesPence: sales.reduce((s, o) => s + o.deliveryPence, 0),
    vat: vatSumsOf(sales, refunds),
    hours,
    busiestHour: busiestHour(hours),
  };
}

export type DayReport = Awaited<ReturnType<typeof loadDayReport>>;

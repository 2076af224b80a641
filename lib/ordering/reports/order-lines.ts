import "server-only";
import { readFrozenExtras } from "@/lib/menu";
import { londonMidnight, nextDay } from "@/lib/platform/time";
import type { VatClass } from "@/lib/platform/vat";
import type { Fulfilment } from "@/lib/shop/shared";
import { loadSales } from "./load-sales";
import type { ReportPaymentMethod } from "./payment-method";

export type OrderLineEntry = {
  orderNumber: string;
  placedAt: Date;
  fulfilment: Fulfilment;
  method: ReportPaymentMethod;
  dish: string;
  size: string | null;
  variant: string | null;
  extras: string[];
  qty: number;
  /** Before offers. */
  pricePence: number;
  discountPence: number;
  /** Its share of the delivery fee paid (decision 034). */
  deliveryPence: number;
  /** price − discount + delivery share = net + VAT. */
  grossPence: number;
  vatClasses: VatClass[];
  basisPoints: number[];
  netPence: number;
  vatPence: number;
  refundedPence: number;
};

/**
 * One entry per line of the orders paid on London dates `first` to `last` (both included), the
 * VAT split as on the order. Summed, the entries' gross is what the VAT report's sales gross
 * is, and their VAT its VAT. A delivery fee on an order whose every dish was free follows no
 * line: it is an entry of its own.
 */
export async function loadOrderLines(first: string, last: string): Promise<OrderLineEntry[]> {
  const sales = await loadSales({ from: londonMidnight(first), to: londonMidnight(nextDay(last)) });
  return sales.flatMap((sale) => {
    const base = {
      orderNumber: sale.orderNumber,
      placedAt: sale.placedAt,
      fulfilment: sale.fulfilment,
      method: sale.method,
    };
    const entries = sale.lines.map((line): OrderLineEntry => {
      const vat = sale.vat.lines.find((l) => l.id === line.id)!;
      return {
        ...base,
        dish: line.itemName,
        size: line.size,
        variant: line.subcategoryName,
        extras: readFrozenExtras(line.extras).map((e) => e.name),
        qty: line.qty,
        pricePence: line.totalPence,
        discountPence: line.discountPence,
        deliveryPence: vat.deliveryPence,
        grossPence: vat.grossPence,
        vatClasses: vat.vatClasses,
        basisPoints: vat.basisPoints,
        netPence: vat.netPence,
        vatPence: vat.vatPence,
        refundedPence: vat.refundedPence,
      };
    });
    const loose = sale.vat.unallocatedDeliveryPence;
    if (loose > 0) {
      const row = sale.vat.sold.find((r) => r.grossPence > 0) ?? sale.vat.sold[0]!;
      const vatOnLoose =
        sale.vat.sold.reduce((s, r) => s + r.vatPence, 0) - entries.reduce((s, e) => s + e.vatPence, 0);
      entries.push({
        ...base,
        dish: "Delivery fee",
        size: null,
        variant: null,
        extras: [],
        qty: 1,
        pricePence: loose,
        discountPence: 0,
        deliveryPence: 0,
        grossPence: loose,
        vatClasses: ["standard"],
        basisPoints: [row.basisPoints],
        netPence: loose - vatOnLoose,
        vatPence: vatOnLoose,
        refundedPence: sale.vat.unallocatedDeliveryRefundedPence,
      });
    }
    return entries;
  });
}

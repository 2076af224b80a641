import "server-only";
import { orderNumber } from "../orders/order-number";
import { vatOfOrder } from "../vat/vat-of-order";
import { paymentMethodOf } from "./payment-method";
import { readOrders, type Period, type Sale } from "./sales-shared";

type SaleRow = Awaited<ReturnType<typeof readOrders>>[number];

function toSale(o: SaleRow): Sale {
  const vat = vatOfOrder(o);
  const lineDiscounts = o.lines.reduce((s, l) => s + l.discountPence, 0);
  return {
    id: o.id,
    orderNumber: orderNumber(o),
    placedAt: o.placedAt!,
    status: o.status,
    fulfilment: o.fulfilment,
    method: paymentMethodOf(o),
    grossPence: o.grandTotalPence,
    tipPence: o.tipPence,
    discountPence: o.discountPence,
    deliveryPence: Math.max(0, o.deliveryFeePence - Math.max(0, o.discountPence - lineDiscounts)),
    promotions: o.promotions,
    lines: o.lines,
    vat,
  };
}

/** The orders paid in [from, to), oldest first, each with its VAT. */
export async function loadSales(period: Period): Promise<Sale[]> {
  const rows = await readOrders({ placedAt: { gte: period.from, lt: period.to } });
  return rows.map(toSale);
}

import "server-only";
import { getDb } from "@/lib/platform/db";
import type { Fulfilment } from "@/lib/shop/shared";
import { orderNumber } from "../orders/order-number";
import type { OrderVat, VatRow } from "../vat/order-vat";
import { vatLineSelect, vatOfOrder, vatRefundSelect } from "../vat/vat-of-order";
import { paymentMethodOf, type ReportPaymentMethod } from "./payment-method";

// The one read every money report stands on (decision 035): the orders paid in a period, and
// the refunds made in it, each with its VAT by rate. The day's report, the VAT report, the
// orders CSV and the dashboard all add up these, so no two of them can disagree.

export type Period = { from: Date; to: Date };

const saleSelect = {
  id: true,
  number: true,
  status: true,
  fulfilment: true,
  paymentMethod: true,
  paidAt: true,
  tipPence: true,
  createdAt: true,
  placedAt: true,
  subtotalPence: true,
  discountPence: true,
  deliveryFeePence: true,
  grandTotalPence: true,
  promotions: { select: { promotionId: true, name: true, amountPence: true } },
  refunds: { select: vatRefundSelect, orderBy: { createdAt: "asc" as const } },
  lines: {
    orderBy: { id: "asc" as const },
    select: {
      id: true,
      qty: true,
      size: true,
      itemName: true,
      subcategoryName: true,
      totalPence: true,
      discountPence: true,
      freeWith: true,
      extras: true,
      ...vatLineSelect,
    },
  },
};

export type Sale = {
  id: string;
  orderNumber: string;
  placedAt: Date;
  status: string;
  fulfilment: Fulfilment;
  method: ReportPaymentMethod;
  /** What the customer was charged for goods and delivery; the tip is apart (outside VAT). */
  grossPence: number;
  tipPence: number;
  discountPence: number;
  /** The delivery fee paid, less free delivery. */
  deliveryPence: number;
  promotions: { promotionId: string; name: string; amountPence: number }[];
  lines: {
    id: string;
    qty: number;
    size: string;
    itemName: string;
    subcategoryName: string | null;
    totalPence: number;
    discountPence: number;
    freeWith: string | null;
    extras: unknown;
  }[];
  vat: OrderVat;
};

export type RefundMade = {
  id: string;
  orderId: string;
  orderNumber: string;
  createdAt: Date;
  amountPence: number;
  reason: string;
  /** What it took off each rate (the order's VAT, decision 034). */
  rows: VatRow[];
  tipPence: number;
};

type SaleRow = Awaited<ReturnType<typeof readOrders>>[number];

function readOrders(where: object) {
  return getDb().order.findMany({
    where: { status: { not: "pending" }, placedAt: { not: null }, ...where },
    select: saleSelect,
    orderBy: { placedAt: "asc" },
  });
}

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

/** The refunds made in [from, to) (not the refused ones), whatever day their order was paid on. */
export async function loadRefundsMade(period: Period): Promise<RefundMade[]> {
  const refunds = await getDb().refund.findMany({
    where: { createdAt: { gte: period.from, lt: period.to }, status: { not: "failed" } },
    select: { id: true, orderId: true, reason: true },
    orderBy: { createdAt: "asc" },
  });
  if (!refunds.length) return [];
  const orders = new Map(
    (await readOrders({ id: { in: [...new Set(refunds.map((r) => r.orderId))] } })).map((o) => [o.id, o]),
  );
  return refunds.flatMap((r) => {
    const order = orders.get(r.orderId);
    if (!order) return [];
    const made = vatOfOrder(order).refunds.find((x) => x.id === r.id);
    const row = order.refunds.find((x) => x.id === r.id)!;
    return made
      ? [
          {
            id: r.id,
            orderId: r.orderId,
            orderNumber: orderNumber(order),
            createdAt: row.createdAt,
            amountPence: row.amountPence,
            reason: r.reason,
            rows: made.rows,
            tipPence: made.tipPence,
          },
        ]
      : [];
  });
}

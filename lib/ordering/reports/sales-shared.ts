import "server-only";
import { getDb } from "@/lib/platform/db";
import type { Fulfilment } from "@/lib/shop/shared";
import type { OrderVat, VatRow } from "../vat/order-vat";
import { vatLineSelect, vatRefundSelect } from "../vat/vat-of-order";
import { type ReportPaymentMethod } from "./payment-method";

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

/**
 * A rejected or cancelled order counts because it was paid and its refund takes it back; a cash
 * order that ended before the cash was taken was neither, so it was no sale (decision 098).
 */
const UNPAID_CASH_THAT_ENDED = {
  paymentMethod: "cash" as const,
  paidAt: null,
  status: { in: ["rejected" as const, "cancelled" as const] },
};

export function readOrders(where: object) {
  return getDb().order.findMany({
    where: { status: { not: "pending" }, placedAt: { not: null }, NOT: UNPAID_CASH_THAT_ENDED, ...where },
    select: saleSelect,
    orderBy: { placedAt: "asc" },
  });
}

import { readFrozenExtras } from "@/lib/menu";
import { shopDayOf } from "@/lib/platform/time/shared";
import { vatRateOn, type VatClass } from "@/lib/platform/vat";
import { orderVat, type OrderVat, type VatLine, type VatOrderFacts } from "./order-vat";

// An order row as stored → the facts orderVat reads. Everything comes from what the order
// froze; the menu as it is now is never asked.

export type OrderRowForVat = {
  /** When the order froze its lines (create_order): the day whose rates it took. */
  createdAt: Date;
  discountPence: number;
  deliveryFeePence: number;
  /** Outside the scope of VAT; absent until orders carry tips. */
  tipPence?: number;
  lines: {
    id: string;
    qty: number;
    totalPence: number;
    discountPence: number;
    vatClass: VatClass;
    vatRateBasisPoints: number;
    extras: unknown;
  }[];
  refunds: { id: string; amountPence: number; lineIds: string[]; status: string; createdAt: Date }[];
};

/** The lines' fields and the refunds' an order read must select for its VAT. */
export const vatLineSelect = { vatClass: true, vatRateBasisPoints: true } as const;
export const vatRefundSelect = { id: true, amountPence: true, lineIds: true, status: true, createdAt: true } as const;

function partsOf(line: OrderRowForVat["lines"][number], day: string): VatLine {
  const extras = readFrozenExtras(line.extras).map((e) => ({
    vatClass: e.vatClass,
    basisPoints:
      e.vatRateBasisPoints ?? (e.vatClass === line.vatClass ? line.vatRateBasisPoints : vatRateOn(e.vatClass, day)),
    grossPence: e.pricePence * line.qty,
  }));
  const dish = Math.max(0, line.totalPence - extras.reduce((s, e) => s + e.grossPence, 0));
  return {
    id: line.id,
    totalPence: line.totalPence,
    discountPence: line.discountPence,
    parts: [{ vatClass: line.vatClass, basisPoints: line.vatRateBasisPoints, grossPence: dish }, ...extras],
  };
}

export function vatFactsOf(order: OrderRowForVat): VatOrderFacts {
  const day = shopDayOf(order.createdAt);
  const lineDiscounts = order.lines.reduce((s, l) => s + l.discountPence, 0);
  return {
    lines: order.lines.map((l) => partsOf(l, day)),
    deliveryFeePence: order.deliveryFeePence,
    // Free delivery is the part of the order's discount no line carries (decision 010).
    deliveryDiscountPence: Math.min(order.deliveryFeePence, Math.max(0, order.discountPence - lineDiscounts)),
    tipPence: order.tipPence ?? 0,
    deliveryFallback: { vatClass: "standard", basisPoints: vatRateOn("standard", day) },
    refunds: order.refunds
      .filter((r) => r.status !== "failed")
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((r) => ({ id: r.id, amountPence: r.amountPence, lineIds: r.lineIds })),
  };
}

/** The order's VAT by rate as sold, each refund's, what is kept, and each line's share. */
export function vatOfOrder(order: OrderRowForVat): OrderVat {
  return orderVat(vatFactsOf(order));
}

/** The VAT the order still holds after its refunds: the rows' sum (the wire's `vat.amount`). */
export function vatKeptPence(vat: OrderVat): number {
  return vat.kept.reduce((s, r) => s + r.vatPence, 0);
}

/**
 * The one rate the older `vat.ratePercent` field can name: the highest the order used (a mixed
 * basket has several; `vatBreakdown` gives each). An order of nothing says the standard rate.
 */
export function headlineRate(vat: OrderVat, at: Date): number {
  return vat.sold[0]?.basisPoints ?? vatRateOn("standard", shopDayOf(at));
}

/** Rows of an order read with their VAT attached. */
export function withVat<T extends OrderRowForVat>(order: T): T & { vat: OrderVat } {
  return { ...order, vat: vatOfOrder(order) };
}

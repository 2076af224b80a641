import { formatMoney } from "@/lib/platform/money";

// How much a refund may give back. Pure: the order's figures come in, pence go out.

export type RefundableOrder = {
  currency: string;
  paidPence: number;
  lines: { id: string; totalPence: number; discountPence: number }[];
  /** Refunds already made or on their way (failed ones excluded). */
  refunds: { amountPence: number; lineIds: string[] }[];
};

export type RefundRequest = { amountPence: number | null; lineIds: string[] };

export type RefundDecision =
  | { ok: true; amountPence: number; lineIds: string[] }
  | { ok: false; status: "INVALID_INPUT" | "CONFLICT"; message: string; field?: "amount" | "lineIds" };

export function refundedPence(order: Pick<RefundableOrder, "refunds">): number {
  return order.refunds.reduce((s, r) => s + r.amountPence, 0);
}

/**
 * Neither an amount nor lines: everything left of what was paid. Lines: what the customer paid
 * for them (their total less the promotions' share), each at most once. An amount: as given.
 * Never more, all refunds together, than was paid.
 */
export function decideRefund(order: RefundableOrder, request: RefundRequest): RefundDecision {
  const left = order.paidPence - refundedPence(order);
  if (left <= 0) return { ok: false, status: "CONFLICT", message: "This order has already been refunded in full." };

  if (request.lineIds.length) {
    if (request.amountPence !== null) {
      return { ok: false, status: "INVALID_INPUT", message: "Refund by lines or by an amount, not both.", field: "amount" };
    }
    const byId = new Map(order.lines.map((l) => [l.id, l]));
    const unique = [...new Set(request.lineIds)];
    if (unique.some((id) => !byId.has(id))) {
      return { ok: false, status: "INVALID_INPUT", message: "Choose lines of this order.", field: "lineIds" };
    }
    const refundedLines = new Set(order.refunds.flatMap((r) => r.lineIds));
    if (unique.some((id) => refundedLines.has(id))) {
      return { ok: false, status: "CONFLICT", message: "A chosen line has already been refunded.", field: "lineIds" };
    }
    const linesPence = unique.reduce((s, id) => s + byId.get(id)!.totalPence - byId.get(id)!.discountPence, 0);
    if (linesPence <= 0) return { ok: false, status: "INVALID_INPUT", message: "Those lines cost nothing.", field: "lineIds" };
    return { ok: true, amountPence: Math.min(linesPence, left), lineIds: unique };
  }

  if (request.amountPence !== null) {
    if (request.amountPence <= 0) return { ok: false, status: "INVALID_INPUT", message: "Refund more than nothing.", field: "amount" };
    if (request.amountPence > left) {
      return { ok: false, status: "INVALID_INPUT", message: `At most ${formatMoney(left, order.currency)} is left to refund.`, field: "amount" };
    }
    return { ok: true, amountPence: request.amountPence, lineIds: [] };
  }
  return { ok: true, amountPence: left, lineIds: [] };
}

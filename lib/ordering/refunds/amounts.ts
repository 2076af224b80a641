import { formatMoney } from "@/lib/platform/money";

// How much a refund may give back. Pure: the order's figures come in, pence go out.

export type RefundableOrder = {
  currency: string;
  paidPence: number;
  /** The tip within paidPence (decision 030): given back last, after the goods. */
  tipPence?: number;
  lines: { id: string; totalPence: number; discountPence: number }[];
  /** Refunds already made or on their way (failed ones excluded). */
  refunds: { amountPence: number; lineIds: string[] }[];
};

export type RefundRequest = { amountPence: number | null; lineIds: string[] };

export type RefundDecision =
  /** `tipPence`: how much of this refund gives back the tip (a part refund may leave it alone). */
  | { ok: true; amountPence: number; lineIds: string[]; tipPence: number }
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
  const decided = decideAmount(order, request);
  if (!decided.ok) return decided;
  return { ...decided, tipPence: tipShareOf(order, decided.amountPence) };
}

/**
 * The tip's part of a refund of `amountPence`: refunds give back the goods (and delivery) first
 * and the tip last, so a part refund leaves the rider's tip alone until nothing else is left,
 * and a full refund includes all of it. Together the refunds' tip parts never exceed the tip.
 */
export function tipShareOf(
  order: Pick<RefundableOrder, "paidPence" | "tipPence" | "refunds">,
  amountPence: number,
): number {
  const goodsPence = order.paidPence - (order.tipPence ?? 0);
  const before = refundedPence(order);
  return Math.max(0, before + amountPence - goodsPence) - Math.max(0, before - goodsPence);
}

function decideAmount(
  order: RefundableOrder,
  request: RefundRequest,
): { ok: true; amountPence: number; lineIds: string[] } | Extract<RefundDecision, { ok: false }> {
  const left = order.paidPence - refundedPence(order);
  if (left <= 0) return { ok: false, status: "CONFLICT", message: "This order has already been refunded in full." };

  if (request.lineIds.length) {
    if (request.amountPence !== null) {
      return {
        ok: false,
        status: "INVALID_INPUT",
        message: "Refund by lines or by an amount, not both.",
        field: "amount",
      };
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
    if (linesPence <= 0)
      return { ok: false, status: "INVALID_INPUT", message: "Those lines cost nothing.", field: "lineIds" };
    // Lines give back goods, never the tip: once earlier refunds have given back every penny of
    // the goods, only an amount (the tip) is left to refund.
    const goodsLeft = order.paidPence - (order.tipPence ?? 0) - refundedPence(order);
    if (goodsLeft <= 0) {
      return {
        ok: false,
        status: "CONFLICT",
        message: `The goods have been refunded in full; only the tip (${formatMoney(left, order.currency)}) is left, as an amount.`,
        field: "lineIds",
      };
    }
    return { ok: true, amountPence: Math.min(linesPence, goodsLeft), lineIds: unique };
  }

  if (request.amountPence !== null) {
    if (request.amountPence <= 0)
      return { ok: false, status: "INVALID_INPUT", message: "Refund more than nothing.", field: "amount" };
    if (request.amountPence > left) {
      return {
        ok: false,
        status: "INVALID_INPUT",
        message: `At most ${formatMoney(left, order.currency)} is left to refund.`,
        field: "amount",
      };
    }
    return { ok: true, amountPence: request.amountPence, lineIds: [] };
  }
  return { ok: true, amountPence: left, lineIds: [] };
}

import "server-only";
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/platform/errors";
import { transactionWithJobs, type TransactionJobs } from "@/lib/platform/queue";
import { queueEmail } from "@/lib/mail";
import { orderMailPayload } from "../orders/order-mail";
import { decideRefund, refundedPence } from "./amounts";
import { refundJob } from "./refund-job";

export type RefundInput = {
  orderId: string;
  adminId: string | null;
  /** Pence; null with no lines = everything left. */
  amountPence: number | null;
  lineIds: string[];
  reason: string;
  /**
   * The same key again answers the same refund: the admin's refund form makes one key when it
   * opens, so however often it is submitted it makes one refund; API clients send Idempotency-Key.
   */
  requestKey?: string;
  /** Set by the move that rejects or cancels the order, which gives back everything left. */
  closesOrder?: boolean;
};

/**
 * A new order, not yet accepted or rejected. Refunding all of it on its own would leave it on the
 * board, ringing and escalating, still acceptable, with the customer told "refunded" and then
 * "accepted": the whole of a new order goes back by rejecting it, which refunds what is left and
 * tells the customer. Once accepted, a full refund is the shop's to give (a late order, say) and
 * the order carries on.
 */
const NEW_ORDER = "placed";
const REJECT_INSTEAD =
  "This order has not been accepted yet: reject it instead, which refunds everything left and tells the customer.";

/**
 * Records a refund and queues it for the provider, in one transaction with the order locked,
 * so that two refunds at once cannot together give back more than was paid.
 */
export async function requestRefund(input: RefundInput) {
  return transactionWithJobs(async (tx, jobs) => {
    const recorded = await recordRefund(jobs, input);
    // A refund on its own (not part of a rejection or cancellation, whose mails say it) tells the
    // customer once, in the same transaction that records it.
    if (recorded.isNew) {
      const { to, ...payload } = await orderMailPayload(tx, input.orderId);
      await queueEmail(jobs, {
        to,
        template: "refund-made",
        payload: { ...payload, refund: { amountPence: recorded.refund.amountPence, reason: recorded.refund.reason } },
        idempotencyKey: `refund-made/${recorded.refund.id}`,
      });
    }
    return recorded;
  });
}

/**
 * The same, inside a caller's transaction (a rejection or a cancellation refunds in the
 * transaction that moves the order, so the order is never cancelled without its refund).
 */
export async function recordRefund(jobs: TransactionJobs, input: RefundInput) {
  const tx = jobs.tx;
  const requestKey = input.requestKey ?? randomUUID();
  const locked = await tx.$queryRaw<
    { id: string }[]
  >`SELECT id FROM "Order" WHERE id = ${input.orderId}::uuid FOR UPDATE`;
  if (!locked.length) throw AppError.notFound("Order");
  const same = await tx.refund.findUnique({ where: { requestKey } });
  if (same) {
    if (same.orderId !== input.orderId) throw new AppError("CONFLICT", "That request key belongs to another refund.");
    return { refund: same, isNew: false };
  }
  const order = await tx.order.findUniqueOrThrow({
    where: { id: input.orderId },
    select: {
      status: true,
      currency: true,
      tipPence: true,
      lines: { select: { id: true, totalPence: true, discountPence: true } },
      payments: { where: { status: "paid" }, select: { id: true, amountPence: true }, take: 1 },
      refunds: { where: { status: { not: "failed" } }, select: { amountPence: true, lineIds: true } },
    },
  });
  const payment = order.payments[0];
  if (!payment) throw new AppError("CONFLICT", "This order has not been paid, so there is nothing to refund.");
  const decision = decideRefund(
    {
      currency: order.currency,
      paidPence: payment.amountPence,
      tipPence: order.tipPence,
      lines: order.lines,
      refunds: order.refunds,
    },
    { amountPence: input.amountPence, lineIds: input.lineIds },
  );
  if (!decision.ok) {
    throw new AppError(
      decision.status,
      decision.message,
      decision.field ? { [decision.field]: decision.message } : undefined,
    );
  }
  const leftPence = payment.amountPence - refundedPence(order);
  if (!input.closesOrder && order.status === NEW_ORDER && decision.amountPence >= leftPence) {
    // Beside what was chosen: the lines, the amount, or (everything left) the form as a whole.
    const field = decision.lineIds.length ? "lineIds" : input.amountPence !== null ? "amount" : null;
    throw new AppError("CONFLICT", REJECT_INSTEAD, field ? { [field]: REJECT_INSTEAD } : undefined);
  }
  const refund = await tx.refund.create({
    data: {
      orderId: input.orderId,
      paymentId: payment.id,
      amountPence: decision.amountPence,
      tipPence: decision.tipPence,
      lineIds: decision.lineIds,
      reason: input.reason,
      requestKey,
      adminId: input.adminId,
      // The app's clock, as an order's placedAt: the reports count a refund on the day it was made.
      createdAt: new Date(),
    },
  });
  await jobs.enqueue(refundJob, { refundId: refund.id }, { key: `refund/${refund.id}` });
  return { refund, isNew: true };
}

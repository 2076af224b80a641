import "server-only";
import { DateTime } from "@/lib/platform/time";
import type { OrderStatus } from "@/lib/platform/db";
import type { Fulfilment } from "@/lib/shop/shared";
import { AppError } from "@/lib/platform/errors";
import { transactionWithJobs, type TransactionJobs } from "@/lib/platform/queue";
import { queueEmail } from "@/lib/mail";
import { orderMailPayload } from "../orders/order-mail";
import { orderNumber } from "../orders/order-number";
import { recordRefund } from "../refunds/request-refund";
import {
  isMoveAllowed,
  mailForMove,
  refundsOnMove,
  STATUS_TEXT,
  type KitchenStatus,
  type OrderMailTemplate,
} from "./flow";

export type MoveOrderInput = {
  orderId: string;
  adminId: string | null;
  to: KitchenStatus;
  /**
   * Accepting an order as soon as possible: minutes until the customer has it; sets the promised
   * time. An order for a later slot keeps its slot whatever is given (issue 23).
   */
  prepMinutes?: number;
  /** Accepting without minutes keeps the time promised at checkout (the shop's auto-accept). */
  keepsPromise?: boolean;
  /** Rejecting (required) or cancelling (optional): told to the customer, kept on the refund. */
  reason?: string;
  now?: Date;
  /**
   * Runs in the move's transaction, after it: what another module does when an order moves
   * (printing's tickets), so that it happens exactly when the move does, and ordering need not know it.
   */
  onMoved?: (jobs: TransactionJobs, moved: MovedOrder, now: Date) => Promise<void>;
};

export type MovedOrder = {
  orderId: string;
  /** The number staff say ("#1042"), for the audit trail's entry. */
  orderNumber: string;
  from: OrderStatus;
  to: KitchenStatus;
  promisedAt: Date | null;
  refundPence: number;
  /** The refund the move made (reject, cancel), so the audit trail names it as a refund by hand is named; null when none. */
  refund: { id: string; amountPence: number; tipPence: number } | null;
};

const DEFAULT_CANCEL_REASON = "The shop cancelled the order.";

/**
 * Moves an order on, recording who did it, when and why, with what the move brings in the same
 * transaction: the promised time (accept), the refund of what is left (reject, cancel) and the
 * customer's e-mail, queued once. The order row is locked, so two admins cannot both move it.
 */
export async function moveOrder(input: MoveOrderInput): Promise<MovedOrder> {
  return transactionWithJobs(async (tx, jobs) => {
    const rows = await tx.$queryRaw<
      {
        status: OrderStatus;
        fulfilment: Fulfilment;
        slotStart: Date | null;
        promisedAt: Date | null;
        number: number | null;
      }[]
    >`
      SELECT status, fulfilment, "slotStart", "promisedAt", number FROM "Order" WHERE id = ${input.orderId}::uuid FOR UPDATE`;
    // The move's time is read once the row is ours: read before the lock, a move that waited for
    // another would be dated before it, and the order's history would list them the wrong way round.
    const now = input.now ?? new Date();
    const current = rows[0];
    if (!current || current.status === "pending") throw AppError.notFound("Order");
    const { status: from, fulfilment } = current;
    if (!isMoveAllowed(from, fulfilment, input.to)) {
      throw new AppError(
        "CONFLICT",
        `An order that is ${STATUS_TEXT[from].toLowerCase()} cannot become ${STATUS_TEXT[input.to].toLowerCase()}.`,
      );
    }
    const reason = input.reason?.trim() || (input.to === "cancelled" ? DEFAULT_CANCEL_REASON : null);
    if (input.to === "rejected" && !reason)
      throw AppError.invalidInput("Say why the order is rejected.", { reason: "Say why the order is rejected." });

    let promisedAt: Date | null = null;
    if (input.to === "accepted") {
      // A pre-order was promised its slot; the minutes are for orders as soon as possible.
      if (current.slotStart || (input.keepsPromise && !input.prepMinutes))
        promisedAt = current.promisedAt ?? current.slotStart;
      else if (!input.prepMinutes)
        throw AppError.invalidInput("Choose a prep time.", { prepMinutes: "Choose a prep time." });
      else promisedAt = DateTime.fromJSDate(now).plus({ minutes: input.prepMinutes }).toJSDate();
    }
    await tx.order.update({
      where: { id: input.orderId },
      data: { status: input.to, ...(promisedAt ? { promisedAt } : {}) },
    });
    await tx.orderStatusChange.create({
      data: {
        orderId: input.orderId,
        fromStatus: from,
        toStatus: input.to,
        adminId: input.adminId,
        reason,
        createdAt: now,
      },
    });
    if (input.to === "cancelled" && (from === "out_for_delivery" || from === "ready_for_collection")) {
      // Cooked, handed over or waiting at the counter, and never paid for: a cash order not
      // collected, which counts towards the customer's cash block (decision 030).
      await tx.order.updateMany({
        where: { id: input.orderId, paymentMethod: "cash", paidAt: null },
        data: { cashNotCollectedAt: now },
      });
    }

    let refund: Awaited<ReturnType<typeof refundWhatIsLeft>> = null;
    if (refundsOnMove(input.to)) refund = await refundWhatIsLeft(jobs, input.orderId, input.adminId, input.to, reason!);

    const template = mailForMove(from, input.to);
    if (template)
      await queueOrderMail(
        jobs,
        input.orderId,
        template,
        refund && { amountPence: refund.amountPence, reason: refund.reason },
        reason,
      );
    const moved: MovedOrder = {
      orderId: input.orderId,
      orderNumber: orderNumber({ id: input.orderId, number: current.number }),
      from,
      to: input.to,
      promisedAt,
      refundPence: refund?.amountPence ?? 0,
      refund: refund && { id: refund.id, amountPence: refund.amountPence, tipPence: refund.tipPence },
    };
    await input.onMoved?.(jobs, moved, now);
    return moved;
  });
}

/** Everything not yet refunded goes back; an order already refunded in full needs nothing. */
async function refundWhatIsLeft(
  jobs: TransactionJobs,
  orderId: string,
  adminId: string | null,
  to: KitchenStatus,
  reason: string,
) {
  const paid = await jobs.tx.payment.findFirst({ where: { orderId, status: "paid" }, select: { amountPence: true } });
  if (!paid) return null;
  const given = await jobs.tx.refund.aggregate({
    where: { orderId, status: { not: "failed" } },
    _sum: { amountPence: true },
  });
  if (paid.amountPence - (given._sum.amountPence ?? 0) <= 0) return null;
  const { refund } = await recordRefund(jobs, {
    orderId,
    adminId,
    amountPence: null,
    lineIds: [],
    reason,
    // One rejection or cancellation of an order, one refund, however the move is retried.
    requestKey: `${to}/${orderId}`,
    closesOrder: true,
  });
  return { id: refund.id, amountPence: refund.amountPence, tipPence: refund.tipPence, reason };
}

/** One mail per kind per order: the key is unique, and a mail already queued is not queued again. */
async function queueOrderMail(
  jobs: TransactionJobs,
  orderId: string,
  template: OrderMailTemplate,
  refund: { amountPence: number; reason: string } | null,
  reason: string | null,
) {
  const idempotencyKey = `${template}/${orderId}`;
  const queued = await jobs.tx.emailMessage.findUnique({ where: { idempotencyKey }, select: { id: true } });
  if (queued) return;
  const { to, ...payload } = await orderMailPayload(jobs.tx, orderId);
  if (template === "order-rejected" || template === "order-cancelled") {
    await queueEmail(jobs, { to, template, payload: { ...payload, refund, reason }, idempotencyKey });
  } else {
    await queueEmail(jobs, { to, template, payload, idempotencyKey });
  }
}

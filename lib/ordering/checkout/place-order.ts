import "server-only";
import type { TransactionJobs } from "@/lib/platform/queue";
import { queueEmail } from "@/lib/mail";
import { orderMailPayload } from "../orders/order-mail";
import { flagSoldOutSinceOrdered } from "../orders/sold-out-since-ordered";
import { orderPlacedKind } from "./order-placed";

/**
 * What placing an order means, however it was paid (decision 030): the order goes to the
 * kitchen (placed, with its status change), anything sold out since it was frozen is flagged
 * (decision 023), the basket lines it was made of are emptied, and the confirmation is queued
 * once. Runs inside the caller's transaction: a payment's completion or a cash order's placing.
 */
export async function placeOrder(
  jobs: TransactionJobs,
  order: { id: string; customerId: string; updatedAt: Date },
  input: { now: Date; paidAt: Date | null },
): Promise<void> {
  const { tx } = jobs;
  await tx.order.update({
    where: { id: order.id },
    data: { status: "placed", placedAt: input.now, paidAt: input.paidAt },
  });
  // The number people say, taken as the order is placed: placed orders count up without gaps
  // left by checkouts never paid (decision 032).
  await tx.$executeRaw`UPDATE "Order" SET "number" = nextval('"OrderNumber"') WHERE id = ${order.id}::uuid AND "number" IS NULL`;
  await tx.orderStatusChange.create({ data: { orderId: order.id, fromStatus: "pending", toStatus: "placed" } });
  await flagSoldOutSinceOrdered(tx, order.id, input.now);
  // The basket empties with the order. Lines changed after the checkout began stay: they were
  // not part of what was ordered.
  const basket = await tx.basket.findUnique({ where: { customerId: order.customerId }, select: { id: true } });
  if (basket) {
    await tx.basketLine.deleteMany({ where: { basketId: basket.id, updatedAt: { lte: order.updatedAt } } });
    // The time chosen was this order's: the next order starts from "as soon as possible" again,
    // rather than a slot the customer no longer sees (an evening pre-order carried into the next day).
    await tx.basket.update({ where: { id: basket.id }, data: { promoCode: null, slotStart: null } });
  }
  // The confirmation goes out with the order, once, whichever path placed it.
  const { to, ...payload } = await orderMailPayload(tx, order.id);
  await queueEmail(jobs, {
    to,
    template: "order-confirmation",
    payload,
    idempotencyKey: `order-confirmation/${order.id}`,
  });
  // What the shop does by itself about a new order (auto-accept, staff devices), after this commits.
  await jobs.enqueue(orderPlacedKind, { orderId: order.id }, { key: `order-placed/${order.id}` });
}

import "server-only";
import { AppError } from "@/lib/platform/errors";
import { transactionWithJobs } from "@/lib/platform/queue";
import { queueEmail } from "@/lib/mail";
import { orderMailPayload } from "../orders/order-mail";
import { flagSoldOutSinceOrdered } from "../orders/sold-out-since-ordered";
import { orderPlacedKind } from "./order-placed";

export type CompletedPayment = { orderId: string; customerId: string; alreadyPaid: boolean };

/**
 * Marks a payment paid and its order placed, and queues the confirmation e-mail, in one
 * transaction, once: a repeated call
 * (the browser and the webhook, a double click) answers the same order. When
 * `customerId` is given the payment must belong to that customer. A dish, variant or extra sold
 * out or withdrawn since the order was frozen does not stop it: the order is flagged for the
 * kitchen to call the customer (decision 023). `now` is the moment of payment, for the tests.
 */
export async function completePayment(input: {
  providerOrderId: string;
  providerPaymentId: string;
  customerId?: string;
  amountPence?: number;
  now?: Date;
}): Promise<CompletedPayment> {
  const result = await transactionWithJobs(
    async (tx, jobs) => {
      const rows = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM "Payment" WHERE "providerOrderId" = ${input.providerOrderId} FOR UPDATE`;
      const paymentId = rows[0]?.id;
      const payment = paymentId
        ? await tx.payment.findUnique({
            where: { id: paymentId },
            include: { order: { select: { id: true, customerId: true, status: true, updatedAt: true } } },
          })
        : null;
      if (!payment || (input.customerId && payment.order.customerId !== input.customerId)) {
        throw AppError.notFound("Order");
      }
      if (payment.status === "paid") {
        if (payment.providerPaymentId !== input.providerPaymentId) {
          throw new AppError("CONFLICT", "This order has already been paid.");
        }
        return { orderId: payment.order.id, customerId: payment.order.customerId, alreadyPaid: true };
      }
      if (input.amountPence !== undefined && input.amountPence !== payment.amountPence) {
        throw AppError.invalidInput("The amount paid does not match the order.");
      }
      const now = input.now ?? new Date();
      await tx.payment.update({
        where: { id: payment.id },
        data: { status: "paid", providerPaymentId: input.providerPaymentId, paidAt: now },
      });
      await tx.order.update({ where: { id: payment.order.id }, data: { status: "placed", placedAt: now } });
      // The number people say, taken with the payment: paid orders count up without gaps (decision 032).
      await tx.$executeRaw`UPDATE "Order" SET "number" = nextval('"OrderNumber"') WHERE id = ${payment.order.id}::uuid AND "number" IS NULL`;
      await tx.orderStatusChange.create({ data: { orderId: payment.order.id, fromStatus: "pending", toStatus: "placed" } });
      await flagSoldOutSinceOrdered(tx, payment.order.id, now);
      // The basket empties with the payment. Lines changed after the checkout began stay:
      // they were not part of what was paid for.
      const basket = await tx.basket.findUnique({ where: { customerId: payment.order.customerId }, select: { id: true } });
      if (basket) {
        await tx.basketLine.deleteMany({ where: { basketId: basket.id, updatedAt: { lte: payment.order.updatedAt } } });
        await tx.basket.update({ where: { id: basket.id }, data: { promoCode: null } });
      }
      // The confirmation goes out with the payment, once, whichever path completed it.
      const { to, ...payload } = await orderMailPayload(tx, payment.order.id);
      await queueEmail(jobs, { to, template: "order-confirmation", payload, idempotencyKey: `order-confirmation/${payment.order.id}` });
      // What the shop does by itself about a new order (auto-accept, staff devices), after this commits.
      await jobs.enqueue(orderPlacedKind, { orderId: payment.order.id }, { key: `order-placed/${payment.order.id}` });
      return { orderId: payment.order.id, customerId: payment.order.customerId, alreadyPaid: false };
    },
    // Concurrent verifications of one payment queue on its row lock.
    { timeout: 30_000, maxWait: 30_000 },
  );
  return result;
}

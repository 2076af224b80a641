import "server-only";
import { AppError } from "@/lib/platform/errors";
import { transactionWithJobs } from "@/lib/platform/queue";
import { placeOrder } from "./place-order";

export type CompletedPayment = { orderId: string; customerId: string; alreadyPaid: boolean };

const PAID_BY_ANOTHER = "This order has already been paid.";

/** The refusal of a second, different payment for an order already paid (verify_order's 409). */
export function isPaidByAnotherPayment(err: unknown): err is AppError {
  return err instanceof AppError && err.code === "CONFLICT" && err.message === PAID_BY_ANOTHER;
}

const AMOUNT_DIFFERS = "The amount paid does not match the order.";

/** The refusal of a payment for another amount than its order's (the webhook acknowledges it, decision 113). */
export function isAmountMismatch(err: unknown): err is AppError {
  return err instanceof AppError && err.code === "INVALID_INPUT" && err.message === AMOUNT_DIFFERS;
}

/**
 * Marks a payment paid and its order placed, and queues the confirmation e-mail, in one
 * transaction, once: a repeated call (the browser and the webhook racing, a double click, a
 * replayed event, reconciliation) answers the same order. When `customerId` is given the payment
 * must belong to that customer. A dish, variant or extra sold out or withdrawn since the order was
 * frozen does not stop it: the order is flagged for the kitchen to call the customer (decision
 * 023). `now` is the moment of payment, for the tests. Cash is not completed here (markCashPaid).
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
      if (
        !payment ||
        payment.provider === "cash" ||
        (input.customerId && payment.order.customerId !== input.customerId)
      ) {
        throw AppError.notFound("Order");
      }
      if (payment.status === "paid") {
        if (payment.providerPaymentId !== input.providerPaymentId) {
          throw new AppError("CONFLICT", PAID_BY_ANOTHER);
        }
        return { orderId: payment.order.id, customerId: payment.order.customerId, alreadyPaid: true };
      }
      if (input.amountPence !== undefined && input.amountPence !== payment.amountPence) {
        throw AppError.invalidInput(AMOUNT_DIFFERS);
      }
      const now = input.now ?? new Date();
      await tx.payment.update({
        where: { id: payment.id },
        data: { status: "paid", providerPaymentId: input.providerPaymentId, paidAt: now },
      });
      await placeOrder(jobs, payment.order, { now, paidAt: now });
      return { orderId: payment.order.id, customerId: payment.order.customerId, alreadyPaid: false };
    },
    // Concurrent verifications of one payment queue on its row lock.
    { timeout: 30_000, maxWait: 30_000 },
  );
  return result;
}

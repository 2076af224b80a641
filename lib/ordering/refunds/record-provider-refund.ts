import "server-only";
import { queueEmail } from "@/lib/mail";
import { transactionWithJobs } from "@/lib/platform/queue";
import { orderMailPayload } from "../orders/order-mail";
import type { ProviderRefund } from "../payments/provider";
import { tipShareOf } from "./amounts";
import { tellRefundFailed } from "./tell-refund-failed";

/**
 * A refund made at the provider rather than here (Stripe's dashboard): recorded once, keyed by the
 * provider's refund id, so that the order shows it and what is left to refund stays true. Answers
 * whether it was new. The order row is locked as requestRefund locks it. The customer is told as
 * of any other refund, once (`refund-made/<refund>`), unless the provider says it failed: then only
 * the shop is (decision 113).
 */
export async function recordProviderRefund(input: {
  orderId: string;
  paymentId: string;
  refund: ProviderRefund;
  reason: string;
  /** Why the provider failed it, when it did (the staff's words, as settleRefund keeps them). */
  failure?: string;
}): Promise<boolean> {
  return transactionWithJobs(async (tx, jobs) => {
    await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${input.orderId}::uuid FOR UPDATE`;
    const known = await tx.refund.findUnique({ where: { providerRefundId: input.refund.id }, select: { id: true } });
    if (known) return false;
    const order = await tx.order.findUniqueOrThrow({
      where: { id: input.orderId },
      select: {
        tipPence: true,
        payments: { where: { id: input.paymentId }, select: { amountPence: true } },
        refunds: { where: { status: { not: "failed" } }, select: { amountPence: true, lineIds: true } },
      },
    });
    const paidPence = order.payments[0]?.amountPence ?? 0;
    const refund = await tx.refund.create({
      data: {
        orderId: input.orderId,
        paymentId: input.paymentId,
        amountPence: input.refund.amountPence,
        tipPence: tipShareOf({ paidPence, tipPence: order.tipPence, refunds: order.refunds }, input.refund.amountPence),
        lineIds: [],
        reason: input.reason,
        status: input.refund.status,
        providerRefundId: input.refund.id,
        requestKey: `provider/${input.refund.id}`,
        processedAt: input.refund.status === "processed" ? new Date() : null,
        lastError: input.refund.status === "failed" ? (input.failure ?? null) : null,
      },
      select: { id: true, amountPence: true },
    });
    if (input.refund.status !== "failed") {
      const { to, ...payload } = await orderMailPayload(tx, input.orderId);
      await queueEmail(jobs, {
        to,
        template: "refund-made",
        // The reason recorded is the staff's ("Refunded in Stripe's dashboard."), not words for the customer.
        payload: { ...payload, refund: { amountPence: refund.amountPence, reason: "" } },
        idempotencyKey: `refund-made/${refund.id}`,
      });
    } else {
      // Failed when first seen: the shop hears of it, the customer, never told of it, does not.
      await tellRefundFailed(jobs, refund.id, { isCustomerTold: false });
    }
    return true;
  });
}

import "server-only";
import { z } from "zod";
import { getDb } from "@/lib/platform/db";
import { defineJob, transactionWithJobs, type JobContext } from "@/lib/platform/queue";
import { providerFor } from "../payments/provider";
import { toRefundUpdate } from "./provider-answer";
import { tellRefundFailed } from "./tell-refund-failed";

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

/**
 * Asks the provider for one recorded refund. The refund's own id is its receipt there, so a
 * try that crashed after the provider took it finds that refund instead of making another. A
 * refund the provider refuses, or the last try gives up on, is told to the shop and the customer
 * in the transaction that fails it (decision 113).
 */
export async function sendRefund(refundId: string, ctx: Pick<JobContext, "isLastAttempt">): Promise<void> {
  const db = getDb();
  const refund = await db.refund.findUnique({
    where: { id: refundId },
    include: { payment: { select: { provider: true, providerPaymentId: true } } },
  });
  if (!refund || refund.status !== "pending" || refund.providerRefundId) return;
  const paymentId = refund.payment.providerPaymentId;
  if (!paymentId) throw new Error(`Refund ${refundId}: the payment has no provider id.`);
  // The provider that took the money gives it back, whichever is the checkout's default now.
  const provider = providerFor(refund.payment.provider);
  if (!provider) throw new Error(`Refund ${refundId}: ${refund.payment.provider} is not configured any more.`);
  try {
    const made =
      (await provider.findRefund(paymentId, refund.id)) ??
      (await provider.refund({
        paymentId,
        amountPence: refund.amountPence,
        receipt: refund.id,
        reason: refund.reason,
      }));
    await transactionWithJobs(async (tx, jobs) => {
      await tx.refund.update({
        where: { id: refundId },
        data: toRefundUpdate(made, "The payment provider refused the refund."),
      });
      if (made.status === "failed") await tellRefundFailed(jobs, refundId, { isCustomerTold: true });
    });
  } catch (err) {
    await transactionWithJobs(async (tx, jobs) => {
      await tx.refund.update({
        where: { id: refundId },
        data: { lastError: describe(err), ...(ctx.isLastAttempt ? { status: "failed" as const } : {}) },
      });
      if (ctx.isLastAttempt) await tellRefundFailed(jobs, refundId, { isCustomerTold: true });
    });
    throw err;
  }
}

/** Sends a refund to the provider; a provider that is down is tried again for about a day. */
export const refundJob = defineJob({
  name: "refund-payment",
  data: z.object({ refundId: z.uuid() }),
  retryLimit: 12,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
  async run({ refundId }, ctx) {
    await sendRefund(refundId, ctx);
  },
});

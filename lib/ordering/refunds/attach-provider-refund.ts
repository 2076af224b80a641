import "server-only";
import { z } from "zod";
import { getDb } from "@/lib/platform/db";
import { transactionWithJobs } from "@/lib/platform/queue";
import type { ProviderRefund } from "../payments/provider";
import { PROVIDER_FAILED, toRefundUpdate } from "./provider-answer";
import { tellRefundFailed } from "./tell-refund-failed";
import { tellRefundMadeAfterAll } from "./tell-refund-made-after-all";

const ZRefundId = z.uuid();

/**
 * One of our refunds (its id is the provider's receipt or metadata) seen at the provider before
 * we heard its answer: the job crashed after the provider took it, or its last try lost the answer
 * and marked the refund failed. We never knew its state, so the provider's is taken: a refund the
 * provider made is never left failed here, and so refundable again. Only a refund of this payment
 * with no provider id yet. A failure is told as settleRefund's is.
 *
 * Answers null when the id is none of our refunds (a refund made in the provider's dashboard, its
 * metadata typed by hand), which then changes nothing; else whether it changed. One answer for
 * both, so that a webhook reads the refund once to tell ours from the dashboard's and attach it.
 */
export async function attachProviderRefund(
  refundId: string,
  providerPaymentId: string,
  made: ProviderRefund,
): Promise<boolean | null> {
  if (!ZRefundId.safeParse(refundId).success) return null;
  const refund = await getDb().refund.findUnique({
    where: { id: refundId },
    select: { orderId: true, providerRefundId: true, payment: { select: { providerPaymentId: true } } },
  });
  if (!refund) return null;
  // Most often the job wrote the provider's id down itself: nothing to attach.
  if (refund.providerRefundId !== null || refund.payment.providerPaymentId !== providerPaymentId) return false;
  return transactionWithJobs(async (tx, jobs) => {
    // The order locked first, as requestRefund locks it: a failed refund this write makes pending or
    // made counts again, so a refund asked for at the same moment waits and sees it (decision 118).
    await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${refund.orderId}::uuid FOR UPDATE`;
    // The same conditions again in the write: a job or another event may have attached it meanwhile.
    const attached = await tx.refund.updateMany({
      where: { id: refundId, providerRefundId: null, payment: { providerPaymentId } },
      data: toRefundUpdate(made, PROVIDER_FAILED),
    });
    if (attached.count && made.status === "failed") await tellRefundFailed(jobs, refundId, { isCustomerTold: true });
    // Made after its last try was told as failed: the shop must not refund it again (decision 118).
    if (attached.count && made.status === "processed") await tellRefundMadeAfterAll(jobs, refundId);
    return attached.count > 0;
  });
}

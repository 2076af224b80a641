import "server-only";
import { z } from "zod";
import { getDb } from "@/lib/platform/db";
import { transactionWithJobs } from "@/lib/platform/queue";
import type { ProviderRefund } from "../payments/provider";
import { tellRefundFailed } from "./tell-refund-failed";

const ZRefundId = z.uuid();

/**
 * One of our refunds (its id is the provider's receipt or metadata) seen at the provider before
 * we heard its answer: the job crashed after the provider took it, or its last try lost the answer
 * and marked the refund failed. We never knew its state, so the provider's is taken: a refund the
 * provider made is never left failed here, and so refundable again. Only a refund of this payment
 * with no provider id yet; answers whether it changed. A receipt that is not one of our ids (a
 * refund made in the provider's dashboard) changes nothing. A failure is told as settleRefund's is.
 */
export async function attachProviderRefund(
  refundId: string,
  providerPaymentId: string,
  made: ProviderRefund,
): Promise<boolean> {
  if (!ZRefundId.safeParse(refundId).success) return false;
  return transactionWithJobs(async (tx, jobs) => {
    const attached = await tx.refund.updateMany({
      where: { id: refundId, providerRefundId: null, payment: { providerPaymentId } },
      data: {
        providerRefundId: made.id,
        status: made.status,
        processedAt: made.status === "processed" ? new Date() : null,
        lastError: made.status === "failed" ? "The payment provider could not make the refund." : null,
      },
    });
    if (attached.count && made.status === "failed") await tellRefundFailed(jobs, refundId, { isCustomerTold: true });
    return attached.count > 0;
  });
}

/** Whether an id the provider carries (metadata, receipt) is one of our refunds. */
export async function isOwnRefund(refundId: string): Promise<boolean> {
  if (!ZRefundId.safeParse(refundId).success) return false;
  return (await getDb().refund.count({ where: { id: refundId } })) > 0;
}

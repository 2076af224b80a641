import "server-only";
import { transactionWithJobs } from "@/lib/platform/queue";
import { PROVIDER_FAILED } from "./provider-answer";
import { tellRefundFailed } from "./tell-refund-failed";
import { tellRefundMadeAfterAll } from "./tell-refund-made-after-all";

/**
 * A refund the provider has taken but not finished: asked again by reconciliation, or told by a
 * webhook. A failure is taken from the provider whenever it comes, even after the refund had
 * succeeded: Stripe fails a refund the card's bank sends back (a closed or lost card) and returns
 * the money to the shop's balance (https://docs.stripe.com/refunds#failed-refunds), so it was not
 * given back and counts as refundable again. `failure` says why, for the staff; the shop and the
 * customer are told in the same transaction (decision 113), and told again when a refund they were
 * told had failed is made after all (decision 118).
 */
export async function settleRefund(
  providerRefundId: string,
  status: "pending" | "processed" | "failed",
  failure: string = PROVIDER_FAILED,
): Promise<boolean> {
  if (status === "pending") return false;
  return transactionWithJobs(async (tx, jobs) => {
    // One statement (UPDATE … RETURNING): the refund's id comes back with the change, for the mails.
    const [settled] = await tx.refund.updateManyAndReturn({
      where: { providerRefundId, status: status === "failed" ? { in: ["pending", "processed"] } : "pending" },
      data: {
        status,
        processedAt: status === "processed" ? new Date() : null,
        lastError: status === "failed" ? failure : null,
      },
      select: { id: true },
    });
    if (!settled) return false;
    // Pending or made, it had been announced: refund-made, or the rejection's or cancellation's mail.
    if (status === "failed") await tellRefundFailed(jobs, settled.id, { isCustomerTold: true });
    // Made: one attached as pending after its failure was told is told now that it went through.
    else await tellRefundMadeAfterAll(jobs, settled.id);
    return true;
  });
}

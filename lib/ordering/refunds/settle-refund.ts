import "server-only";
import { getDb } from "@/lib/platform/db";

/** A refund the provider has taken but not finished: asked again by reconciliation, or told by a webhook. */
export async function settleRefund(
  providerRefundId: string,
  status: "pending" | "processed" | "failed",
): Promise<boolean> {
  if (status === "pending") return false;
  const updated = await getDb().refund.updateMany({
    where: { providerRefundId, status: "pending" },
    data: {
      status,
      processedAt: status === "processed" ? new Date() : null,
      lastError: status === "failed" ? "The payment provider could not make the refund." : null,
    },
  });
  return updated.count > 0;
}

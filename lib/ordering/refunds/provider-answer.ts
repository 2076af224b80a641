import type { ProviderRefund } from "../payments/provider";

/** Why a refund failed when the provider says no more (Stripe's own reasons are worded in stripe-webhook.ts). */
export const PROVIDER_FAILED = "The payment provider could not make the refund.";

/**
 * The provider's answer about one of our refunds as the refund records it: the provider's id, the
 * state, when the money went back, and why not (`failure`) when the provider failed it.
 */
export function toRefundUpdate(made: ProviderRefund, failure: string) {
  return {
    providerRefundId: made.id,
    status: made.status,
    processedAt: made.status === "processed" ? new Date() : null,
    lastError: made.status === "failed" ? failure : null,
  };
}

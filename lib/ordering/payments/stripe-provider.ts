import "server-only";
import type Stripe from "stripe";
import { getConfig } from "@/lib/platform/config";
import type { PaymentProvider, ProviderRefund } from "./provider";
import { providerUnavailable } from "./provider-errors";
import { isStripeError, stripeClient } from "./stripe-client";

// Cards, Apple Pay, Google Pay and Link through Stripe (decision 030): a PaymentIntent per
// pending order, for exactly its amount in minor units, our order id in its metadata and an
// idempotency key derived from the order, so a retried create gives the same PaymentIntent.

/** Our order id, as each PaymentIntent carries it (metadata.orderId). */
export const ORDER_ID_METADATA = "orderId";
/** Our refund's id, as each Stripe refund carries it (metadata.refundId): finds the refund again. */
export const REFUND_ID_METADATA = "refundId";

export function toProviderRefund(refund: Stripe.Refund): ProviderRefund {
  const status =
    refund.status === "succeeded"
      ? "processed"
      : refund.status === "failed" || refund.status === "canceled"
        ? "failed"
        : "pending";
  return { id: refund.id, status, amountPence: refund.amount };
}

/** A PaymentIntent as the payment layer reads it: `captured` once the money is ours. */
export function toProviderPayment(intent: Stripe.PaymentIntent) {
  return {
    id: intent.id,
    status: intent.status === "succeeded" ? "captured" : intent.status,
    amountPence: intent.amount_received,
  };
}

export function stripeProvider(): PaymentProvider {
  const config = getConfig();
  const stripe = stripeClient();
  return {
    name: "stripe",
    method: "card",
    keyId: config.STRIPE_PUBLISHABLE_KEY!,
    secret: "",
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
    async open({ orderId, amountPence, currency }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountPence,
            currency: currency.toLowerCase(),
            metadata: { [ORDER_ID_METADATA]: orderId },
            // Whatever the account has on: cards, Apple Pay, Google Pay, Link.
            automatic_payment_methods: { enabled: true },
          },
          // Saleor's rule: one order, one payment at the provider, however often it is asked.
          { idempotencyKey: `payment-intent/${orderId}` },
        );
        if (intent.amount !== amountPence || intent.currency !== currency.toLowerCase() || !intent.client_secret) {
          throw new Error(`Stripe answered ${intent.amount} ${intent.currency} for ${amountPence} ${currency}`);
        }
        return { providerOrderId: intent.id, clientSecret: intent.client_secret };
      } catch (err) {
        throw providerUnavailable(err);
      }
    },
    async reopen(providerOrderId) {
      try {
        const intent = await stripe.paymentIntents.retrieve(providerOrderId);
        return { providerOrderId, clientSecret: intent.client_secret };
      } catch (err) {
        throw providerUnavailable(err);
      }
    },
    async lookUp(providerOrderId) {
      try {
        return [toProviderPayment(await stripe.paymentIntents.retrieve(providerOrderId))];
      } catch (err) {
        throw providerUnavailable(err);
      }
    },
    async cancel(providerOrderId) {
      try {
        await stripe.paymentIntents.cancel(providerOrderId);
        return "cancelled";
      } catch (err) {
        // Stripe refuses to cancel a PaymentIntent that has succeeded meanwhile.
        if (isStripeError(err) && err.code === "payment_intent_unexpected_state") {
          const intent = await stripe.paymentIntents.retrieve(providerOrderId).catch(() => null);
          if (intent?.status === "succeeded") return "paid";
          if (intent?.status === "canceled") return "cancelled";
        }
        throw providerUnavailable(err);
      }
    },
    async refund({ paymentId, amountPence, receipt, reason }) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentId,
            amount: amountPence,
            metadata: { [REFUND_ID_METADATA]: receipt, reason: reason.slice(0, 450) },
          },
          { idempotencyKey: `refund/${receipt}` },
        );
        return toProviderRefund(refund);
      } catch (err) {
        throw providerUnavailable(err);
      }
    },
    async findRefund(paymentId, receipt) {
      try {
        const { data } = await stripe.refunds.list({ payment_intent: paymentId, limit: 100 });
        const found = data.find((r) => r.metadata?.[REFUND_ID_METADATA] === receipt);
        return found ? toProviderRefund(found) : null;
      } catch (err) {
        throw providerUnavailable(err);
      }
    },
    async fetchRefund(_paymentId, refundId) {
      try {
        return toProviderRefund(await stripe.refunds.retrieve(refundId));
      } catch (err) {
        throw providerUnavailable(err);
      }
    },
  };
}

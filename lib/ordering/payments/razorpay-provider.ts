import "server-only";
import Razorpay from "razorpay";
import { getConfig } from "@/lib/platform/config";
import type { PaymentProvider, ProviderRefund } from "./provider";
import { providerUnavailable } from "./provider-errors";

// Razorpay with real keys (decision 005): an order per checkout, paid in its window.

type RazorpayRefundEntity = { id: string; status: string; amount?: number | string; receipt?: string | null };

/** A refund as Razorpay answers it (its API, its webhooks), in the payment layer's words. */
export function toRazorpayRefund(entity: RazorpayRefundEntity): ProviderRefund {
  const status = entity.status === "processed" ? "processed" : entity.status === "failed" ? "failed" : "pending";
  return { id: entity.id, status, amountPence: Number(entity.amount ?? 0) };
}

export function razorpayProvider(): PaymentProvider {
  const config = getConfig();
  const keyId = config.RAZORPAY_KEY_ID!;
  const secret = config.RAZORPAY_KEY_SECRET!;
  const client = () => {
    const c = new Razorpay({ key_id: keyId, key_secret: secret });
    if (config.RAZORPAY_API_URL) {
      // The SDK fixes its host; its HTTP client can still be pointed elsewhere (a test double).
      (c as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
        config.RAZORPAY_API_URL;
    }
    return c;
  };
  return {
    name: "razorpay",
    method: "razorpay",
    keyId,
    secret,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? null,
    async open({ amountPence, currency, orderId }) {
      try {
        const order = await client().orders.create({ amount: amountPence, currency, receipt: orderId });
        if (order.amount !== amountPence || order.currency !== currency) {
          throw new Error(`Razorpay answered ${order.amount} ${order.currency} for ${amountPence} ${currency}`);
        }
        return { providerOrderId: order.id, clientSecret: null };
      } catch (err) {
        throw providerUnavailable(err);
      }
    },
    async reopen(providerOrderId) {
      return { providerOrderId, clientSecret: null };
    },
    async lookUp(providerOrderId) {
      try {
        const { items } = await client().orders.fetchPayments(providerOrderId);
        return items.map((p) => ({ id: p.id, status: p.status, amountPence: Number(p.amount) }));
      } catch (err) {
        throw providerUnavailable(err);
      }
    },
    async cancel() {
      // A Razorpay order stays payable until it expires on Razorpay's side (decision 023).
      return "unsupported";
    },
    async refund({ paymentId, amountPence, receipt, reason }) {
      try {
        return toRazorpayRefund(
          await client().payments.refund(paymentId, {
            amount: amountPence,
            receipt,
            notes: { reason: reason.slice(0, 250) },
          }),
        );
      } catch (err) {
        throw providerUnavailable(err);
      }
    },
    async findRefund(paymentId, receipt) {
      try {
        const { items } = await client().payments.fetchMultipleRefund(paymentId, { count: 100 });
        const found = (items as RazorpayRefundEntity[]).find((r) => r.receipt === receipt);
        return found ? toRazorpayRefund(found) : null;
      } catch (err) {
        throw providerUnavailable(err);
      }
    },
    async fetchRefund(paymentId, refundId) {
      try {
        return toRazorpayRefund((await client().payments.fetchRefund(paymentId, refundId)) as RazorpayRefundEntity);
      } catch (err) {
        throw providerUnavailable(err);
      }
    },
  };
}

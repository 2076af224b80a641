import "server-only";
import type { PaymentProvider } from "./provider";

// Cash on delivery and pay at collection (decision 030): the order is placed at once and the
// payment stays "created" (due) until staff mark the money in. Nothing to ask anyone: no
// reconciliation, no expiry. A refund of cash already taken is handed back in person, so it is
// processed as soon as it is recorded.

export function cashProvider(): PaymentProvider {
  return {
    name: "cash",
    method: "cash",
    keyId: "",
    secret: "",
    webhookSecret: null,
    async open({ orderId }) {
      return { providerOrderId: `cash_${orderId}`, clientSecret: null };
    },
    async reopen(providerOrderId) {
      return { providerOrderId, clientSecret: null };
    },
    async lookUp() {
      return [];
    },
    async cancel() {
      return "unsupported";
    },
    async refund({ amountPence, receipt }) {
      return { id: `cash_refund_${receipt}`, status: "processed", amountPence };
    },
    async findRefund() {
      return null;
    },
    async fetchRefund(_paymentId, id) {
      return { id, status: "processed", amountPence: 0 };
    },
  };
}

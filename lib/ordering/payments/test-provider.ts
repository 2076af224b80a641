import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import type { PaymentProvider } from "./provider";

// The labelled test payment mode (decision 005): Razorpay's create → pay → verify → refund paths
// with a secret that never leaves this server, and payments made in the stand-in window kept as
// Razorpay keeps them, so reconciliation finds one whose browser never came back.

export const TEST_KEY_ID = "rzp_test_local_mode";

function testSecret(): string {
  return createHmac("sha256", getConfig().AUTH_SECRET).update("test-payment-mode").digest("hex");
}

export function testProvider(): PaymentProvider {
  const secret = testSecret();
  // The same receipt always gives the same refund id: a repeated try cannot refund twice.
  const refundId = (receipt: string) =>
    `rfnd_test_${createHmac("sha256", secret).update(receipt).digest("base64url").slice(0, 14)}`;
  return {
    name: "test",
    method: "test",
    keyId: TEST_KEY_ID,
    secret,
    webhookSecret: getConfig().RAZORPAY_WEBHOOK_SECRET ?? secret,
    async open() {
      return { providerOrderId: `order_test_${randomBytes(9).toString("base64url")}`, clientSecret: null };
    },
    async reopen(providerOrderId) {
      return { providerOrderId, clientSecret: null };
    },
    async lookUp(providerOrderId) {
      const rows = await getDb().testModePayment.findMany({
        where: { providerOrderId },
        orderBy: { createdAt: "asc" },
      });
      return rows.map((r) => ({ id: r.providerPaymentId, status: "captured", amountPence: r.amountPence }));
    },
    async cancel() {
      return "unsupported";
    },
    async refund({ amountPence, receipt }) {
      return { id: refundId(receipt), status: "processed", amountPence };
    },
    async findRefund() {
      return null;
    },
    async fetchRefund(_paymentId, id) {
      const refund = await getDb().refund.findUnique({
        where: { providerRefundId: id },
        select: { amountPence: true },
      });
      return { id, status: "processed", amountPence: refund?.amountPence ?? 0 };
    },
  };
}

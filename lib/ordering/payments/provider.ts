import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import Razorpay from "razorpay";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";

// Razorpay with real keys; without them a clearly labelled test mode that follows the same
// create → pay → verify → refund paths, with a secret that never leaves this server.

export type ProviderRefund = { id: string; status: "pending" | "processed" | "failed"; amountPence: number };

/** A payment as the provider knows it. Only `captured` means the money is ours. */
export type ProviderPayment = { id: string; status: string; amountPence: number };

export type PaymentProvider = {
  mode: "razorpay" | "test";
  keyId: string;
  /** Signs and checks payment signatures. */
  secret: string;
  webhookSecret: string | null;
  createOrder(input: { amountPence: number; currency: string; receipt: string }): Promise<string>;
  /** The payments made against one of our orders (POST /v1/orders/{id}/payments). */
  listOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /** Refunds part or all of a payment. `receipt` is our refund's id: it finds the refund again. */
  refund(input: { paymentId: string; amountPence: number; receipt: string; reason: string }): Promise<ProviderRefund>;
  /** The refund made with this receipt, if the provider has one (a try that crashed after asking). */
  findRefund(paymentId: string, receipt: string): Promise<ProviderRefund | null>;
  fetchRefund(paymentId: string, refundId: string): Promise<ProviderRefund>;
};

export const TEST_KEY_ID = "rzp_test_local_mode";

function testSecret(): string {
  return createHmac("sha256", getConfig().AUTH_SECRET).update("test-payment-mode").digest("hex");
}

type RazorpayRefundEntity = { id: string; status: string; amount?: number | string; receipt?: string | null };

function toRefund(entity: RazorpayRefundEntity): ProviderRefund {
  const status = entity.status === "processed" ? "processed" : entity.status === "failed" ? "failed" : "pending";
  return { id: entity.id, status, amountPence: Number(entity.amount ?? 0) };
}

function unavailable(err: unknown): AppError {
  return new AppError("SERVICE_UNAVAILABLE", "The payment service is not answering. Please try again.", undefined, { cause: err });
}

function razorpayProvider(keyId: string, secret: string): PaymentProvider {
  const config = getConfig();
  const client = () => {
    const c = new Razorpay({ key_id: keyId, key_secret: secret });
    if (config.RAZORPAY_API_URL) {
      // The SDK fixes its host; its HTTP client can still be pointed elsewhere (a test double).
      (c as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = config.RAZORPAY_API_URL;
    }
    return c;
  };
  return {
    mode: "razorpay",
    keyId,
    secret,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? null,
    async createOrder({ amountPence, currency, receipt }) {
      try {
        const order = await client().orders.create({ amount: amountPence, currency, receipt });
        if (order.amount !== amountPence || order.currency !== currency) {
          throw new Error(`Razorpay answered ${order.amount} ${order.currency} for ${amountPence} ${currency}`);
        }
        return order.id;
      } catch (err) {
        throw unavailable(err);
      }
    },
    async listOrderPayments(providerOrderId) {
      try {
        const { items } = await client().orders.fetchPayments(providerOrderId);
        return items.map((p) => ({ id: p.id, status: p.status, amountPence: Number(p.amount) }));
      } catch (err) {
        throw unavailable(err);
      }
    },
    async refund({ paymentId, amountPence, receipt, reason }) {
      try {
        return toRefund(await client().payments.refund(paymentId, { amount: amountPence, receipt, notes: { reason: reason.slice(0, 250) } }));
      } catch (err) {
        throw unavailable(err);
      }
    },
    async findRefund(paymentId, receipt) {
      try {
        const { items } = await client().payments.fetchMultipleRefund(paymentId, { count: 100 });
        const found = (items as RazorpayRefundEntity[]).find((r) => r.receipt === receipt);
        return found ? toRefund(found) : null;
      } catch (err) {
        throw unavailable(err);
      }
    },
    async fetchRefund(paymentId, refundId) {
      try {
        return toRefund((await client().payments.fetchRefund(paymentId, refundId)) as RazorpayRefundEntity);
      } catch (err) {
        throw unavailable(err);
      }
    },
  };
}

/** The test mode: payments made in the stand-in window are kept like Razorpay keeps them. */
function testProvider(): PaymentProvider {
  const secret = testSecret();
  // The same receipt always gives the same refund id: a repeated try cannot refund twice.
  const refundId = (receipt: string) => `rfnd_test_${createHmac("sha256", secret).update(receipt).digest("base64url").slice(0, 14)}`;
  return {
    mode: "test",
    keyId: TEST_KEY_ID,
    secret,
    webhookSecret: getConfig().RAZORPAY_WEBHOOK_SECRET ?? secret,
    async createOrder() {
      return `order_test_${randomBytes(9).toString("base64url")}`;
    },
    async listOrderPayments(providerOrderId) {
      const rows = await getDb().testModePayment.findMany({ where: { providerOrderId }, orderBy: { createdAt: "asc" } });
      return rows.map((r) => ({ id: r.providerPaymentId, status: "captured", amountPence: r.amountPence }));
    },
    async refund({ amountPence, receipt }) {
      return { id: refundId(receipt), status: "processed", amountPence };
    },
    async findRefund() {
      return null;
    },
    async fetchRefund(_paymentId, id) {
      const refund = await getDb().refund.findUnique({ where: { providerRefundId: id }, select: { amountPence: true } });
      return { id, status: "processed", amountPence: refund?.amountPence ?? 0 };
    },
  };
}

export function getPaymentProvider(): PaymentProvider {
  const config = getConfig();
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) return razorpayProvider(config.RAZORPAY_KEY_ID, config.RAZORPAY_KEY_SECRET);
  return testProvider();
}

import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import Razorpay from "razorpay";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/http/app-error";

// Razorpay with real keys; without them a clearly labelled test mode that follows the same
// create → pay → verify path, with a secret that never leaves this server.

export type PaymentProvider = {
  mode: "razorpay" | "test";
  keyId: string;
  /** Signs and checks payment signatures. */
  secret: string;
  webhookSecret: string | null;
  createOrder(input: { amountPence: number; currency: string; receipt: string }): Promise<string>;
};

export const TEST_KEY_ID = "rzp_test_local_mode";

function testSecret(): string {
  return createHmac("sha256", getConfig().AUTH_SECRET).update("test-payment-mode").digest("hex");
}

export function getPaymentProvider(): PaymentProvider {
  const config = getConfig();
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    const keyId = config.RAZORPAY_KEY_ID;
    const secret = config.RAZORPAY_KEY_SECRET;
    return {
      mode: "razorpay",
      keyId,
      secret,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? null,
      async createOrder({ amountPence, currency, receipt }) {
        const client = new Razorpay({ key_id: keyId, key_secret: secret });
        if (config.RAZORPAY_API_URL) {
          // The SDK fixes its host; its HTTP client can still be pointed elsewhere (a test double).
          (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
            config.RAZORPAY_API_URL;
        }
        try {
          const order = await client.orders.create({ amount: amountPence, currency, receipt });
          if (order.amount !== amountPence || order.currency !== currency) {
            throw new Error(`Razorpay answered ${order.amount} ${order.currency} for ${amountPence} ${currency}`);
          }
          return order.id;
        } catch (err) {
          throw new AppError("SERVICE_UNAVAILABLE", "The payment service is not answering. Please try again.", undefined, {
            cause: err,
          });
        }
      },
    };
  }
  const secret = testSecret();
  return {
    mode: "test",
    keyId: TEST_KEY_ID,
    secret,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? secret,
    async createOrder() {
      return `order_test_${randomBytes(9).toString("base64url")}`;
    },
  };
}

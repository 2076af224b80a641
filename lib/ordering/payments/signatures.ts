import { createHmac } from "node:crypto";
import { safeEqual } from "@/lib/accounts";

// Razorpay's checks: HMAC-SHA256 in hex, compared in constant time.

/** What Razorpay's checkout returns as razorpay_signature: HMAC(order_id|payment_id). */
export function paymentSignature(orderId: string, paymentId: string, secret: string): string {
  return createHmac("sha256", secret).update(`${orderId}|${paymentId}`).digest("hex");
}

export function isValidPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  secret: string,
): boolean {
  return safeEqual(paymentSignature(orderId, paymentId, secret), signature);
}

/** X-Razorpay-Signature: HMAC of the raw request body with the webhook secret. */
export function webhookSignature(rawBody: string, secret: string): string {
  return createHmac("sha256", secret).update(rawBody).digest("hex");
}

export function isValidWebhookSignature(rawBody: string, signature: string, secret: string): boolean {
  return safeEqual(webhookSignature(rawBody, secret), signature);
}

import "server-only";
import { getDb } from "@/lib/platform/db";
import { completePayment, type CompletedPayment } from "../checkout/complete-payment";
import { alertPaymentMismatch } from "./alert-payment-mismatch";
import { type Stripe } from "./stripe-client";
import { ORDER_ID_METADATA } from "./stripe-provider";

/**
 * Places the order a succeeded PaymentIntent paid for, once (completePayment), whoever tells us:
 * the browser's return, the webhook or reconciliation. The PaymentIntent must be one we opened,
 * for our order (its metadata) and for exactly the amount we asked, else nothing happens: but a
 * charge of ours for another amount took a customer's money, so the shop is told once to refund it
 * (decision 113, as for Razorpay).
 */
export async function confirmStripeIntent(
  intent: Stripe.PaymentIntent,
  customerId?: string,
): Promise<CompletedPayment | null> {
  if (intent.status !== "succeeded") return null;
  const payment = await getDb().payment.findUnique({
    where: { providerOrderId: intent.id },
    select: { orderId: true, provider: true, amountPence: true },
  });
  if (!payment || payment.provider !== "stripe" || intent.metadata?.[ORDER_ID_METADATA] !== payment.orderId)
    return null;
  if (intent.amount_received !== payment.amountPence) {
    await alertPaymentMismatch({
      provider: "Stripe",
      providerOrderId: intent.id,
      providerPaymentId: intent.id,
      amountPence: intent.amount_received,
    });
    return null;
  }
  return completePayment({
    providerOrderId: intent.id,
    providerPaymentId: intent.id,
    amountPence: intent.amount_received,
    ...(customerId ? { customerId } : {}),
  });
}

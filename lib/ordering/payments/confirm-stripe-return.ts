import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { type CompletedPayment } from "../checkout/complete-payment";
import { confirmStripeIntent } from "./confirm-stripe-intent";
import { VERIFY_FAILED_MESSAGE } from "./verify-failed";
import { isStripeOn } from "./provider";
import { stripeClient, type Stripe } from "./stripe-client";

/**
 * The browser came back from Stripe (confirmPayment, or the redirect of a bank's check) with its
 * PaymentIntent's id. The browser's word is not taken: Stripe is asked for the PaymentIntent, and
 * the order is placed only when it has succeeded for the right order and amount.
 */
export async function confirmStripeReturn(customerId: string, paymentIntentId: string): Promise<CompletedPayment> {
  if (!isStripeOn()) throw AppError.invalidInput(VERIFY_FAILED_MESSAGE);
  const payment = await getDb().payment.findFirst({
    where: { providerOrderId: paymentIntentId, provider: "stripe", order: { customerId } },
    select: { id: true },
  });
  if (!payment) throw AppError.notFound("Order");
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripeClient().paymentIntents.retrieve(paymentIntentId);
  } catch (err) {
    throw new AppError("SERVICE_UNAVAILABLE", "The payment service is not answering. Please try again.", undefined, {
      cause: err,
    });
  }
  if (intent.status === "processing") {
    throw new AppError(
      "CONFLICT",
      "Your bank is still confirming the payment. We will e-mail you as soon as your order is placed.",
    );
  }
  const done = await confirmStripeIntent(intent, customerId);
  if (!done) throw AppError.invalidInput(VERIFY_FAILED_MESSAGE);
  return done;
}

import "server-only";
import { randomBytes } from "node:crypto";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { isTestModeOn } from "./provider";
import { testProvider } from "./test-provider";
import { paymentSignature } from "./signatures";

/**
 * The test payment mode's stand-in for Razorpay's payment window: it answers what the
 * real widget hands the browser after a payment (ids and a signature made with the
 * locally held secret), or a failure. Nothing is marked paid here: the browser still
 * has to verify, exactly as with Razorpay.
 */
export async function payInTestMode(customerId: string, providerOrderId: string, outcome: "success" | "failure") {
  // Never with Razorpay's keys or live Stripe keys: it would place orders nobody paid for.
  if (!isTestModeOn()) throw AppError.notFound("Page");
  const provider = testProvider();
  const payment = await getDb().payment.findFirst({
    where: { providerOrderId, provider: "test", order: { customerId } },
    select: { id: true, amountPence: true },
  });
  if (!payment) throw AppError.notFound("Order");
  if (outcome === "failure") {
    return { ok: false as const, error: { description: "The test card was declined." } };
  }
  const paymentId = `pay_test_${randomBytes(9).toString("base64url")}`;
  // Kept as Razorpay keeps a captured payment, so reconciliation finds it if the browser never verifies.
  await getDb().testModePayment.create({
    data: { providerOrderId, providerPaymentId: paymentId, amountPence: payment.amountPence },
  });
  return {
    ok: true as const,
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(providerOrderId, paymentId, provider.secret),
  };
}

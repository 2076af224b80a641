import "server-only";
import { z } from "zod";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { attachProviderRefund } from "../refunds/attach-provider-refund";
import { recordProviderRefund } from "../refunds/record-provider-refund";
import { settleRefund } from "../refunds/settle-refund";
import { confirmStripeIntent } from "./confirm-stripe-intent";
import { isStripeOn } from "./provider";
import { isSignatureError, stripeClient, type Stripe } from "./stripe-client";
import { REFUND_ID_METADATA, toProviderRefund } from "./stripe-provider";

export type StripeWebhookResult = { handled: boolean; orderId?: string };

/**
 * What the handlers below read of every event, checked though its signature is good (decision
 * 117): a signed body of another shape (no event at all, an event without its object) is refused
 * as not a Stripe event, a 400, where it was a TypeError and a 500 that Stripe retries for days.
 */
const ZEventShape = z.object({
  type: z.string(),
  data: z.object({ object: z.object({ id: z.string() }) }),
});

/**
 * POST /api/payments/stripe/webhook. The Stripe-Signature header is checked over the raw body
 * with the SDK's constructEvent (HMAC-SHA256 with the endpoint's secret, five minutes' tolerance
 * on its timestamp), so a forged event or an old one replayed is refused before anything is read.
 * Every event is handled so that receiving it again changes nothing:
 * - payment_intent.succeeded places the order once (the browser may have been first);
 * - payment_intent.payment_failed marks a payment still open failed, which frees the offers it
 *   held (decision 023); a later success still places the order;
 * - charge.refunded settles our refunds, and records one made in Stripe's dashboard;
 * - refund.updated / refund.failed settle one refund, a failure even after it had succeeded.
 * `receivedAt` (seconds) is the tests' clock for the timestamp tolerance.
 */
export async function handleStripeWebhook(
  rawBody: string,
  signature: string | null,
  receivedAt?: number,
): Promise<StripeWebhookResult> {
  const secret = getConfig().STRIPE_WEBHOOK_SECRET;
  // A shop without Stripe has no such endpoint: a 404, not a fault of ours (a 5xx) to be alerted on.
  if (!isStripeOn() || !secret) throw new AppError("NOT_FOUND", "Card payments by Stripe are not switched on.");
  if (!signature) throw AppError.invalidInput("Invalid signature.");
  let event: Stripe.Event;
  try {
    event = stripeClient().webhooks.constructEvent(rawBody, signature, secret, undefined, undefined, receivedAt);
  } catch (err) {
    if (isSignatureError(err)) throw AppError.invalidInput("Invalid signature.");
    throw AppError.invalidInput("Not a Stripe event.");
  }
  if (!ZEventShape.safeParse(event).success) throw AppError.invalidInput("Not a Stripe event.");
  switch (event.type) {
    case "payment_intent.succeeded": {
      const done = await confirmStripeIntent(event.data.object);
      return done ? { handled: true, orderId: done.orderId } : { handled: false };
    }
    case "payment_intent.payment_failed": {
      const failed = await getDb().payment.updateMany({
        where: { providerOrderId: event.data.object.id, provider: "stripe", status: "created" },
        data: { status: "failed" },
      });
      return { handled: failed.count > 0 };
    }
    case "charge.refunded":
      return { handled: await settleStripeRefunds(event.data.object) };
    // A refund changes after it was made: one on its way succeeds, and one that had succeeded can
    // fail when the card's bank sends it back (a closed or lost card). Stripe sends refund.updated
    // (and charge.refund.updated, the same object) for any change, refund.failed for a failure.
    case "refund.updated":
    case "refund.failed":
    case "charge.refund.updated":
      return { handled: await settleStripeRefund(event.data.object) };
    default:
      // Acknowledged, so that Stripe does not keep sending what this shop does not use.
      return { handled: false };
  }
}

/** Brings our refunds of a charge's PaymentIntent in line with Stripe's. */
async function settleStripeRefunds(charge: Stripe.Charge): Promise<boolean> {
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return false;
  const payment = await stripePaymentOf(paymentIntentId);
  if (!payment) return false;
  const { data } = await stripeClient().refunds.list({ payment_intent: paymentIntentId, limit: 100 });
  let changed = false;
  for (const refund of data) changed = (await settleOne(refund, payment)) || changed;
  return changed;
}

/** One refund as Stripe tells it now (refund.updated, refund.failed). */
async function settleStripeRefund(refund: Stripe.Refund): Promise<boolean> {
  const paymentIntentId = idOf(refund.payment_intent);
  const payment = paymentIntentId ? await stripePaymentOf(paymentIntentId) : null;
  return payment ? settleOne(refund, payment) : false;
}

async function settleOne(refund: Stripe.Refund, payment: StripePayment): Promise<boolean> {
  const ours = refund.metadata?.[REFUND_ID_METADATA];
  const made = toProviderRefund(refund);
  const failure = failureOf(refund);
  // Ours only when it names a refund of ours (else attachProviderRefund answers null): metadata typed
  // in the dashboard is the dashboard's. Ours: the job may have crashed after Stripe took it, or lost
  // Stripe's answer.
  const attached =
    (ours ? await attachProviderRefund(ours, payment.providerOrderId, made) : null) ??
    (await recordProviderRefund({
      orderId: payment.orderId,
      paymentId: payment.id,
      refund: made,
      reason: "Refunded in Stripe's dashboard.",
      failure,
    }));
  return (await settleRefund(made.id, made.status, failure)) || attached;
}

type StripePayment = { id: string; orderId: string; providerOrderId: string };

async function stripePaymentOf(paymentIntentId: string): Promise<StripePayment | null> {
  const payment = await getDb().payment.findUnique({
    where: { providerOrderId: paymentIntentId },
    select: { id: true, orderId: true, provider: true, providerOrderId: true },
  });
  return payment?.provider === "stripe" ? payment : null;
}

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === "string" ? ref : ref?.id);

/** Why Stripe could not give the money back, in the staff's words (Stripe's failure_reason). */
function failureOf(refund: Stripe.Refund): string {
  switch (refund.failure_reason) {
    case "lost_or_stolen_card":
      return "Stripe could not give the money back: the card was reported lost or stolen. Refund the customer another way.";
    case "expired_or_canceled_card":
      return "Stripe could not give the money back: the card has expired or been closed. Refund the customer another way.";
    default:
      return refund.status === "canceled"
        ? "The refund was cancelled at Stripe."
        : "Stripe could not give the money back to the card. Refund the customer another way.";
  }
}

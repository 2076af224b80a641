import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/platform/errors";
import { getDb } from "@/lib/platform/db";
import { completePayment, isAmountMismatch, isPaidByAnotherPayment } from "../checkout/complete-payment";
import { attachProviderRefund } from "../refunds/attach-provider-refund";
import { recordProviderRefund } from "../refunds/record-provider-refund";
import { settleRefund } from "../refunds/settle-refund";
import { alertPaymentMismatch } from "./alert-payment-mismatch";
import { getPaymentProvider, type ProviderRefund } from "./provider";
import { toRazorpayRefund } from "./razorpay-provider";
import { isValidWebhookSignature } from "./signatures";

const ZPaymentEntity = z.object({
  id: z.string(),
  /** Null for a payment the account took without an order (a QR code at the counter): not the shop's checkout. */
  order_id: z.string().nullish(),
  amount: z.number().int(),
  /** False on a refund's event when Razorpay itself gave back a payment never captured (an auto-refund). */
  captured: z.boolean().optional(),
});

const ZRefundEntity = z.object({
  id: z.string(),
  status: z.string(),
  payment_id: z.string().optional(),
  amount: z.number().int().optional(),
  /** Our refund's id for a refund the job made (decision 011); anything in the dashboard's. */
  receipt: z.string().nullish(),
});

const ZWebhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: ZPaymentEntity }).optional(),
      refund: z.object({ entity: ZRefundEntity }).optional(),
    })
    .passthrough(),
});

/**
 * Refund events (refund.created, refund.processed, refund.failed) settle the refund they name, or
 * record one made in Razorpay's dashboard. Payment events complete an order from Razorpay's side
 * (payment.captured / order.paid) when the customer's browser never came back to verify it. Same
 * completion as the browser's, so whichever comes second changes nothing.
 */
export async function handleRazorpayWebhook(rawBody: string, signature: string | null) {
  const { webhookSecret } = getPaymentProvider();
  if (!webhookSecret) throw new AppError("SERVICE_UNAVAILABLE", "Webhooks are not configured.");
  if (!signature || !isValidWebhookSignature(rawBody, signature, webhookSecret)) {
    throw AppError.invalidInput("Invalid signature.");
  }
  let parsed;
  try {
    parsed = ZWebhookSchema.safeParse(JSON.parse(rawBody));
  } catch {
    throw AppError.invalidInput("The body must be JSON.");
  }
  if (!parsed.success) throw AppError.invalidInput("Not a Razorpay event.");
  const { event, payload } = parsed.data;
  if (REFUND_EVENTS.has(event) && payload.refund) {
    return { handled: await settleRazorpayRefund(event, payload.refund.entity, payload.payment?.entity) };
  }
  if ((event !== "payment.captured" && event !== "order.paid") || !payload.payment) {
    return { handled: false as const };
  }
  const entity = payload.payment.entity;
  // Webhooks are the whole account's: a payment made without an order was not taken by this checkout.
  if (!entity.order_id) return { handled: false as const };
  try {
    const done = await completePayment({
      providerOrderId: entity.order_id,
      providerPaymentId: entity.id,
      amountPence: entity.amount,
    });
    return { handled: true as const, orderId: done.orderId };
  } catch (err) {
    // An order that is not ours is acknowledged, so Razorpay does not keep retrying it.
    if (err instanceof AppError && err.code === "NOT_FOUND") return { handled: false as const };
    if (isPaidByAnotherPayment(err)) {
      // Razorpay binds one successful payment to an order and gives a duplicate back itself before
      // it is captured (decision 107), so this should never come. Were it to, a non-2xx answer would
      // be retried for 24 hours and then turn off the webhook for every order: acknowledged, and
      // said loudly, since a customer's money would be at Razorpay with no record of it here.
      console.error(
        `[payments] Razorpay reports payment ${entity.id} captured on order ${entity.order_id}, already paid by another payment: refund it in Razorpay's dashboard.`,
      );
      return { handled: false as const };
    }
    if (isAmountMismatch(err)) {
      // A signed capture for another amount than the order's: the order is not placed on it, and
      // a 400 would be retried for 24 hours and then turn off the webhook for every order. The
      // money is at Razorpay: acknowledged, logged and mailed to the shop, once, to refund it there.
      await alertPaymentMismatch({
        provider: "Razorpay",
        providerOrderId: entity.order_id,
        providerPaymentId: entity.id,
        amountPence: entity.amount,
      });
      return { handled: false as const };
    }
    throw err;
  }
}

const REFUND_EVENTS = new Set(["refund.created", "refund.processed", "refund.failed"]);

/**
 * Brings one refund in line with Razorpay's word on it. Ours (its receipt is one of our refund ids)
 * takes Razorpay's id and status; one made in Razorpay's dashboard is recorded once against the
 * payment it gave back, so that what is left to refund stays true whichever of its events comes
 * first or again. A refund of a payment that is not one we took (a duplicate Razorpay gave back
 * by itself) is none of the order's business.
 */
async function settleRazorpayRefund(
  event: string,
  entity: z.infer<typeof ZRefundEntity>,
  payment: z.infer<typeof ZPaymentEntity> | undefined,
): Promise<boolean> {
  // refund.created carries the refund as it stands (a normal-speed refund pending, an instant one processed).
  const asItStands = toRazorpayRefund(entity);
  const made: ProviderRefund = {
    ...asItStands,
    status: event === "refund.processed" ? "processed" : event === "refund.failed" ? "failed" : asItStands.status,
  };
  // Ours (else null) before the job wrote Razorpay's id down, or after its last try lost the answer.
  const attached =
    entity.receipt && entity.payment_id ? await attachProviderRefund(entity.receipt, entity.payment_id, made) : null;
  if (attached !== null) return (await settleRefund(made.id, made.status)) || attached;
  const recorded = await recordDashboardRefund(entity.payment_id, made, payment?.captured === false);
  return (await settleRefund(made.id, made.status)) || recorded;
}

async function recordDashboardRefund(
  providerPaymentId: string | undefined,
  made: ProviderRefund,
  isAutoRefund: boolean,
): Promise<boolean> {
  if (!providerPaymentId || made.amountPence <= 0) return false;
  const payment = await getDb().payment.findUnique({
    where: { providerPaymentId },
    select: { id: true, orderId: true, provider: true, status: true },
  });
  if (!payment || payment.provider !== "razorpay" || payment.status !== "paid") return false;
  return recordProviderRefund({
    orderId: payment.orderId,
    paymentId: payment.id,
    refund: made,
    // Razorpay gives back by itself only a payment never captured (its payment capture settings).
    reason: isAutoRefund
      ? "Refunded by Razorpay: the payment was never captured."
      : "Refunded in Razorpay's dashboard.",
  });
}

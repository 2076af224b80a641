import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/platform/errors";
import { completePayment } from "../checkout/complete-payment";
import { attachProviderRefund } from "../refunds/attach-provider-refund";
import { settleRefund } from "../refunds/settle-refund";
import { getPaymentProvider } from "./provider";
import { isValidWebhookSignature } from "./signatures";

const ZPaymentEntity = z.object({ id: z.string(), order_id: z.string(), amount: z.number().int() });

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
 * Refund events (refund.processed, refund.failed) settle the refund they name. Payment events
 * complete an order from Razorpay's side (payment.captured / order.paid) when the
 * customer's browser never came back to verify it. Same completion as the browser's, so
 * whichever comes second changes nothing.
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
  if ((event === "refund.processed" || event === "refund.failed") && payload.refund) {
    const entity = payload.refund.entity;
    const status = event === "refund.processed" ? "processed" : "failed";
    // Ours before the job wrote Razorpay's id down (or after its last try lost the answer).
    const attached =
      entity.receipt && entity.payment_id
        ? await attachProviderRefund(entity.receipt, entity.payment_id, {
            id: entity.id,
            status,
            amountPence: entity.amount ?? 0,
          })
        : false;
    const settled = await settleRefund(entity.id, status);
    return { handled: attached || settled };
  }
  if ((event !== "payment.captured" && event !== "order.paid") || !payload.payment) {
    return { handled: false as const };
  }
  const entity = payload.payment.entity;
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
    throw err;
  }
}

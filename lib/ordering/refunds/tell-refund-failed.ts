import "server-only";
import { queueEmail, queueShopEmailOnce } from "@/lib/mail";
import type { TransactionJobs } from "@/lib/platform/queue";
import { orderMailPayload } from "../orders/order-mail";
import { orderNumber } from "../orders/order-number";
import { providerNameOf } from "./provider-name";

/**
 * A refund that has just become failed, told once each (decision 113), inside the transaction that
 * failed it: the shop at its own e-mail, so that somebody pays the customer back, and the customer,
 * who was told when it was recorded that it was on its way. `isCustomerTold` is false for a refund
 * the customer never heard of (one made in the provider's dashboard that failed at once). A refund
 * failed before (the job gave up, the provider then made it, the bank later sent it back) is not
 * told twice: the keys are the refund's.
 */
export async function tellRefundFailed(
  jobs: TransactionJobs,
  refundId: string,
  options: { isCustomerTold: boolean },
): Promise<void> {
  const { tx } = jobs;
  const refund = await tx.refund.findUniqueOrThrow({
    where: { id: refundId },
    select: {
      id: true,
      orderId: true,
      amountPence: true,
      status: true,
      lastError: true,
      payment: { select: { provider: true } },
      order: {
        select: { id: true, number: true, currency: true, contactName: true, customer: { select: { username: true } } },
      },
    },
  });
  if (refund.status !== "failed") return;
  const customerKey = `refund-failed/${refund.id}`;
  const tellsCustomer =
    options.isCustomerTold &&
    !(await tx.emailMessage.findUnique({ where: { idempotencyKey: customerKey }, select: { id: true } }));
  const provider = providerNameOf(refund.payment.provider);
  const shopMail = await queueShopEmailOnce(jobs, {
    template: "shop-refund-failed",
    payload: {
      orderId: refund.order.id,
      orderNumber: orderNumber(refund.order),
      customerName: refund.order.contactName ?? refund.order.customer.username,
      amountPence: refund.amountPence,
      currency: refund.order.currency,
      provider,
      reason: refund.lastError ?? "The payment provider could not make the refund.",
      isCustomerTold: options.isCustomerTold,
    },
    idempotencyKey: `shop-refund-failed/${refund.id}`,
    noAddress: { level: "warn", message: `[refunds] the shop has no e-mail address to tell of refund ${refund.id}.` },
  });
  if (shopMail === "queued-before" && !tellsCustomer) return;
  // In the log as well, for a shop whose e-mail nobody reads; a warning, as the mails are the alert.
  console.warn(
    `[refunds] refund ${refund.id} of ${refund.amountPence}p on order ${orderNumber(refund.order)} failed at ${provider}: ${refund.lastError ?? "no reason given"}`,
  );
  if (tellsCustomer) {
    const { to, ...payload } = await orderMailPayload(tx, refund.orderId);
    await queueEmail(jobs, {
      to,
      template: "refund-failed",
      payload: { ...payload, refund: { amountPence: refund.amountPence, reason: "" } },
      idempotencyKey: customerKey,
    });
  }
}

import "server-only";
import { queueEmail, queueShopEmailOnce } from "@/lib/mail";
import type { TransactionJobs } from "@/lib/platform/queue";
import { orderMailPayload } from "../orders/order-mail";
import { orderNumber } from "../orders/order-number";
import { providerNameOf } from "./provider-name";

/**
 * A refund whose failure was told (tellRefundFailed) that the provider has now made after all
 * (decision 118), told in the transaction that marks it made: the customer, who was told it had
 * failed, that the money is on its way and that mail can be ignored; the shop, told to pay it back,
 * not to refund it again. Once each (`refund-made-after-all/<refund>`,
 * `shop-refund-made-after-all/<refund>`). A refund never failed, or failed without a word to
 * anyone, is told nothing more here: its refund-made mail, if any, said it all.
 */
export async function tellRefundMadeAfterAll(jobs: TransactionJobs, refundId: string): Promise<void> {
  const { tx } = jobs;
  const refund = await tx.refund.findUniqueOrThrow({
    where: { id: refundId },
    select: {
      id: true,
      orderId: true,
      amountPence: true,
      status: true,
      payment: { select: { provider: true } },
      order: {
        select: { id: true, number: true, currency: true, contactName: true, customer: { select: { username: true } } },
      },
    },
  });
  if (refund.status !== "processed") return;
  const customerFailedKey = `refund-failed/${refund.id}`;
  const customerKey = `refund-made-after-all/${refund.id}`;
  const told = await tx.emailMessage.findMany({
    where: { idempotencyKey: { in: [`shop-refund-failed/${refund.id}`, customerFailedKey, customerKey] } },
    select: { idempotencyKey: true },
  });
  const isQueued = (key: string) => told.some((m) => m.idempotencyKey === key);
  // Nobody was told it failed: nobody is told it did not.
  if (!told.some((m) => m.idempotencyKey !== customerKey)) return;
  const tellsCustomer = isQueued(customerFailedKey) && !isQueued(customerKey);
  const provider = providerNameOf(refund.payment.provider);
  const shopMail = await queueShopEmailOnce(jobs, {
    template: "shop-refund-made-after-all",
    payload: {
      orderId: refund.order.id,
      orderNumber: orderNumber(refund.order),
      customerName: refund.order.contactName ?? refund.order.customer.username,
      amountPence: refund.amountPence,
      currency: refund.order.currency,
      provider,
      isCustomerTold: isQueued(customerFailedKey),
    },
    idempotencyKey: `shop-refund-made-after-all/${refund.id}`,
    noAddress: {
      level: "warn",
      message: `[refunds] the shop has no e-mail address to tell that refund ${refund.id} was made after all.`,
    },
  });
  if (shopMail === "queued-before" && !tellsCustomer) return;
  console.warn(
    `[refunds] refund ${refund.id} of ${refund.amountPence}p on order ${orderNumber(refund.order)}, told as failed, was made by ${provider} after all: not to be refunded again.`,
  );
  if (tellsCustomer) {
    const { to, ...payload } = await orderMailPayload(tx, refund.orderId);
    await queueEmail(jobs, {
      to,
      template: "refund-made-after-all",
      payload: { ...payload, refund: { amountPence: refund.amountPence, reason: "" } },
      idempotencyKey: customerKey,
    });
  }
}

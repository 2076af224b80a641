import "server-only";
import { queueShopEmailOnce } from "@/lib/mail";
import { transactionWithJobs } from "@/lib/platform/queue";
import { orderNumber } from "../orders/order-number";

/**
 * A payment the provider captured for another amount than its order's (decision 113): the order
 * stays unpaid, and the money is at the provider with nothing here to refund it from. Mailed to the
 * shop's own e-mail once per payment (its provider id is the key), so that the owner refunds it in
 * the provider's dashboard, and said loudly in the log when it is. Answers whether the mail was queued now.
 */
export async function alertPaymentMismatch(input: {
  /** Whose event says so, as the owner knows it: "Razorpay". */
  provider: string;
  providerOrderId: string;
  providerPaymentId: string;
  amountPence: number;
}): Promise<boolean> {
  return transactionWithJobs(async (tx, jobs) => {
    const payment = await tx.payment.findUnique({
      where: { providerOrderId: input.providerOrderId },
      select: {
        amountPence: true,
        order: {
          select: {
            id: true,
            number: true,
            currency: true,
            contactName: true,
            customer: { select: { username: true } },
          },
        },
      },
    });
    if (!payment) return false;
    const { provider } = input;
    const number = orderNumber(payment.order);
    const mail = await queueShopEmailOnce(jobs, {
      template: "shop-payment-mismatch",
      payload: {
        orderId: payment.order.id,
        orderNumber: number,
        customerName: payment.order.contactName ?? payment.order.customer.username,
        paidPence: input.amountPence,
        expectedPence: payment.amountPence,
        currency: payment.order.currency,
        provider,
        providerPaymentId: input.providerPaymentId,
      },
      idempotencyKey: `shop-payment-mismatch/${input.providerPaymentId}`,
      noAddress: {
        level: "error",
        message: `[payments] the shop has no e-mail address to tell of payment ${input.providerPaymentId}.`,
      },
    });
    // Said once, with the mail: the return page, the webhook and its redeliveries all come here.
    // With no shop e-mail the log is all there is, so it is said each time.
    if (mail !== "queued-before") {
      console.error(
        `[payments] ${provider} reports payment ${input.providerPaymentId} captured ${input.amountPence}p on order ${number} (${input.providerOrderId}), which was for ${payment.amountPence}p: not marked paid; refund it in ${provider}'s dashboard.`,
      );
    }
    return mail === "queued";
  });
}

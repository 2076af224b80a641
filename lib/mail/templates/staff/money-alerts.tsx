import { z } from "zod";
import { formatMoney } from "@/lib/platform/money";
import { siteLink } from "../../link-token";
import { defineEmailTemplate } from "../define";
import { ActionButton, EmailLayout, Footnote, Paragraph } from "../layout";

// The shop's mails when money does not go back or does not match (decision 113): a refund the
// provider failed or the job gave up on (and one of those made after all, decision 118), and a
// payment taken for another amount than its order's.
// They go to the shop's own e-mail (Store, Shop details), where the owner reads the shop's mail.

function orderPage(orderId: string): string {
  return siteLink(`/admin/orders/${orderId}`);
}

const SHOP_ADDRESS_NOTE = "You get this at the shop's e-mail address, set under Store, Shop details.";

export const shopRefundFailedTemplate = defineEmailTemplate({
  payload: z.object({
    orderId: z.string(),
    orderNumber: z.string(),
    customerName: z.string(),
    amountPence: z.number().int(),
    currency: z.string().length(3),
    /** Who was asked to give it back: "Stripe", "Razorpay". */
    provider: z.string(),
    /** Why, in the staff's words (the refund's lastError). */
    reason: z.string(),
    /** Whether the customer was told that it did not go through. */
    isCustomerTold: z.boolean(),
  }),
  subject: (o) => `Refund of ${formatMoney(o.amountPence, o.currency)} for order ${o.orderNumber} failed`,
  body: (o, shop) => (
    <EmailLayout
      shop={shop}
      preview={`${o.customerName} has not had the ${formatMoney(o.amountPence, o.currency)} back.`}
      heading={`A refund for order ${o.orderNumber} failed`}
    >
      <Paragraph>
        The refund of {formatMoney(o.amountPence, o.currency)} for order {o.orderNumber} ({o.customerName}) was not
        made: {o.customerName} has not had the money back. {o.provider}&apos;s reason: {o.reason}
      </Paragraph>
      <Paragraph>
        The {formatMoney(o.amountPence, o.currency)} is refundable again from the order&apos;s page: refund it again
        there, or pay the customer back another way.
        {o.isCustomerTold
          ? " We have e-mailed the customer that the refund did not go through and that the shop will be in touch."
          : ""}
      </Paragraph>
      <ActionButton label="Open the order" url={orderPage(o.orderId)} />
      <Footnote>{SHOP_ADDRESS_NOTE}</Footnote>
    </EmailLayout>
  ),
});

/**
 * A refund the shop was told had failed that the provider made after all (decision 118): the
 * customer has the money, and refunding it again from the order's page or by hand pays them twice.
 */
export const shopRefundMadeAfterAllTemplate = defineEmailTemplate({
  payload: z.object({
    orderId: z.string(),
    orderNumber: z.string(),
    customerName: z.string(),
    amountPence: z.number().int(),
    currency: z.string().length(3),
    /** Who made it: "Stripe", "Razorpay". */
    provider: z.string(),
    /** Whether the customer was told it went through (they had been told it failed). */
    isCustomerTold: z.boolean(),
  }),
  subject: (o) =>
    `A refund marked failed went through: do not refund ${formatMoney(o.amountPence, o.currency)} for order ${o.orderNumber} again`,
  body: (o, shop) => (
    <EmailLayout
      shop={shop}
      preview={`${o.customerName} has had the ${formatMoney(o.amountPence, o.currency)} back after all.`}
      heading={`A refund for order ${o.orderNumber} went through after all`}
    >
      <Paragraph>
        The refund of {formatMoney(o.amountPence, o.currency)} for order {o.orderNumber} ({o.customerName}), which we
        told you had failed, was made by {o.provider} after all: {o.customerName} has the money back.
      </Paragraph>
      <Paragraph>
        Do not refund it again. If you already have, from the order&apos;s page, in {o.provider}&apos;s dashboard or
        another way, the customer has been paid twice: the order&apos;s page shows every refund.
        {o.isCustomerTold
          ? " We have e-mailed the customer that it went through and that they can ignore our e-mail saying it had failed."
          : ""}
      </Paragraph>
      <ActionButton label="Open the order" url={orderPage(o.orderId)} />
      <Footnote>{SHOP_ADDRESS_NOTE}</Footnote>
    </EmailLayout>
  ),
});

export const shopPaymentMismatchTemplate = defineEmailTemplate({
  payload: z.object({
    orderId: z.string(),
    orderNumber: z.string(),
    customerName: z.string(),
    /** What the provider says it captured, and what the order was for. */
    paidPence: z.number().int(),
    expectedPence: z.number().int(),
    currency: z.string().length(3),
    provider: z.string(),
    providerPaymentId: z.string(),
  }),
  subject: (o) =>
    `${o.provider} took ${formatMoney(o.paidPence, o.currency)} for order ${o.orderNumber}, which was for ${formatMoney(o.expectedPence, o.currency)}: refund it`,
  body: (o, shop) => (
    <EmailLayout
      shop={shop}
      preview={`A payment that does not match its order: refund it in ${o.provider}.`}
      heading="A payment does not match its order"
    >
      <Paragraph>
        {o.provider} reports payment {o.providerPaymentId} captured {formatMoney(o.paidPence, o.currency)} for order{" "}
        {o.orderNumber} ({o.customerName}), which was for {formatMoney(o.expectedPence, o.currency)}. The order has not
        been placed: it is not on the board and the customer has no confirmation.
      </Paragraph>
      <Paragraph>
        Refund payment {o.providerPaymentId} in full in {o.provider}&apos;s dashboard, and let the customer know they
        can order again.
      </Paragraph>
      <ActionButton label="Open the order" url={orderPage(o.orderId)} />
      <Footnote>{SHOP_ADDRESS_NOTE}</Footnote>
    </EmailLayout>
  ),
});

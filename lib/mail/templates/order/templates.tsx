import { z } from "zod";
import { formatMoney } from "@/lib/platform/money";
import { siteLink } from "../../link-token";
import { defineEmailTemplate } from "../define";
import type { ReactNode } from "react";
import type { MailShop } from "../brand";
import { ActionButton, EmailLayout, Footnote, Paragraph, TypedLines } from "../layout";
import { Fulfilment, londonTime, OrderLines, OrderTotals, ShopContact } from "./parts";
import { ZOrderMailPayload, ZRefundNote, type TOrderMailPayload } from "./payload";

// The mails that follow an order, as Deliveroo and Just Eat send them: received, accepted with
// a time, on its way or ready to collect, rejected or cancelled with the refund, refund made.

/** Every order mail ends with how to reach the shop about it. */
function OrderMailLayout({
  shop,
  order,
  preview,
  heading,
  children,
}: {
  shop: MailShop;
  order: TOrderMailPayload;
  preview: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <EmailLayout shop={shop} preview={preview} heading={heading}>
      {children}
      <Footnote>
        <ShopContact order={order} />
      </Footnote>
    </EmailLayout>
  );
}

/** The order's page; the payload's trackUrl is the host it had when queued (see siteLink). */
function orderLink(o: TOrderMailPayload): string {
  return siteLink(`/order-detail/${o.orderId}`);
}

/** Orders queued before issue 23 carry no name: greet the username. */
function addresseeOf(o: TOrderMailPayload): string {
  return o.name ?? o.username;
}

export const orderConfirmationTemplate = defineEmailTemplate({
  payload: ZOrderMailPayload,
  // Queued as the order is placed (lib/ordering/checkout/place-order.ts), before the kitchen has
  // said yes: the subject says what is true then, and "accepted" is the next mail's news.
  subject: (o) => `We have your ${o.shop.name} order ${o.orderNumber}`,
  body: (o, shop) => (
    <OrderMailLayout
      shop={shop}
      order={o}
      preview={
        o.cashDuePence !== null
          ? `We have your order ${o.orderNumber}: pay ${formatMoney(o.cashDuePence, o.currency)} in cash ${o.fulfilment === "collection" ? "when you collect" : "on delivery"}.`
          : `We have your order ${o.orderNumber}: ${formatMoney(o.totalPence + o.tipPence, o.currency)} paid.`
      }
      heading="Thank you, your order is in"
    >
      <Paragraph>
        Hello {addresseeOf(o)}, we have your order {o.orderNumber}. The kitchen has not accepted it yet: we will e-mail
        you again as soon as it does.
      </Paragraph>
      <Fulfilment order={o} />
      <OrderLines order={o} />
      <OrderTotals order={o} />
      <ActionButton label="Track your order" url={orderLink(o)} />
    </OrderMailLayout>
  ),
});

export const orderAcceptedTemplate = defineEmailTemplate({
  payload: ZOrderMailPayload,
  subject: (o) =>
    o.slotStart
      ? `Order ${o.orderNumber} accepted for ${londonTime(o.slotStart)}, the time you chose`
      : `Order ${o.orderNumber} accepted${o.promisedAt ? `: ${o.fulfilment === "collection" ? "ready" : "with you"} by ${londonTime(o.promisedAt).split(", ")[1]}` : ""}`,
  body: (o, shop) => (
    <OrderMailLayout
      shop={shop}
      order={o}
      preview="The kitchen has your order and is cooking it."
      heading="The kitchen has accepted your order"
    >
      <Paragraph>
        {o.slotStart
          ? `Hello ${addresseeOf(o)}, the kitchen has your order ${o.orderNumber} and will have it ready for the time you chose.`
          : `Hello ${addresseeOf(o)}, your order ${o.orderNumber} is being cooked now.`}
      </Paragraph>
      <Fulfilment order={o} />
      <ActionButton label="Track your order" url={orderLink(o)} />
    </OrderMailLayout>
  ),
});

/** A cash order not paid yet: the money to have ready when the food arrives or is collected (decision 030). */
function CashToHave({ o }: { o: TOrderMailPayload }) {
  if (o.cashDuePence === null) return null;
  const amount = formatMoney(o.cashDuePence, o.currency);
  return (
    <Paragraph>
      {o.fulfilment === "collection"
        ? `Please bring ${amount} in cash: you pay when you collect.`
        : `Please have ${amount} ready in cash for the rider.`}
    </Paragraph>
  );
}

export const orderOutForDeliveryTemplate = defineEmailTemplate({
  payload: ZOrderMailPayload,
  subject: (o) => `Order ${o.orderNumber} is on its way`,
  body: (o, shop) => (
    <OrderMailLayout shop={shop} order={o} preview="Your rider is on the way." heading="Your order is on its way">
      <Paragraph>
        Hello {addresseeOf(o)}, your order {o.orderNumber} has left the kitchen and is on its way to you.
      </Paragraph>
      <CashToHave o={o} />
      <Fulfilment order={o} />
      <ActionButton label="Track your order" url={orderLink(o)} />
    </OrderMailLayout>
  ),
});

export const orderReadyTemplate = defineEmailTemplate({
  payload: ZOrderMailPayload,
  subject: (o) => `Order ${o.orderNumber} is ready to collect`,
  body: (o, shop) => (
    <OrderMailLayout
      shop={shop}
      order={o}
      preview="Your order is waiting at the counter."
      heading="Your order is ready to collect"
    >
      <Paragraph>
        Hello {addresseeOf(o)}, your order {o.orderNumber} is ready at the counter of {o.shop.name}, {o.shop.address}.
        Say your order number when you arrive.
      </Paragraph>
      <CashToHave o={o} />
      <OrderLines order={o} />
    </OrderMailLayout>
  ),
});

const ZOrderWithRefund = ZOrderMailPayload.extend({
  refund: ZRefundNote.nullable(),
  /** Why, when there is no refund to carry it (a cash order not paid yet: nothing to give back). */
  reason: z.string().nullable().default(null),
});

function reasonOf(o: z.infer<typeof ZOrderWithRefund>): string | null {
  return o.refund?.reason ?? o.reason;
}

/** The staff's reason as they typed it, over several lines if they pressed Enter (a textarea). */
function ReasonOf({ o }: { o: z.infer<typeof ZOrderWithRefund> }) {
  const reason = reasonOf(o);
  if (!reason) return null;
  return (
    <>
      {" The reason: "}
      <TypedLines text={reason} />
    </>
  );
}

/** Where an online refund goes: Razorpay takes UPI and bank accounts as well as cards, and refunds to the source. */
function paidWith(o: TOrderMailPayload): string {
  return o.paymentMethod === "razorpay" ? "the card or account you paid with" : "the card you paid with";
}

function RefundParagraph({ o }: { o: z.infer<typeof ZOrderWithRefund> }) {
  if (!o.refund) {
    return o.paymentMethod === "cash" && o.cashDuePence !== null ? (
      <Paragraph>You have not paid for it, so there is nothing to refund.</Paragraph>
    ) : null;
  }
  if (o.paymentMethod === "cash") {
    return (
      <Paragraph>
        We owe you {formatMoney(o.refund.amountPence, o.currency)} of the cash you paid: call {o.shop.name} on{" "}
        {o.shop.phone} and we will arrange it.
      </Paragraph>
    );
  }
  // After refunds of part of it, what goes back now is the rest, not the whole: say so.
  const restOf =
    o.refundedPence !== null && o.paidPence !== null && o.refundedPence > o.refund.amountPence ? o.paidPence : null;
  return (
    <Paragraph>
      We are refunding {formatMoney(o.refund.amountPence, o.currency)}
      {restOf !== null ? `, the rest of the ${formatMoney(restOf, o.currency)} you paid,` : ""} to {paidWith(o)}. Banks
      usually show it within 5 to 7 working days.
    </Paragraph>
  );
}

export const orderRejectedTemplate = defineEmailTemplate({
  payload: ZOrderWithRefund,
  subject: (o) => `Sorry, we could not take order ${o.orderNumber}`,
  body: (o, shop) => (
    <OrderMailLayout
      shop={shop}
      order={o}
      preview={
        o.refund
          ? "The kitchen could not accept your order; you are being refunded."
          : "The kitchen could not accept your order."
      }
      heading="Sorry, we could not take your order"
    >
      <Paragraph>
        Hello {addresseeOf(o)}, we are sorry: the kitchen could not accept your order {o.orderNumber}.
        <ReasonOf o={o} />
      </Paragraph>
      <RefundParagraph o={o} />
      <OrderLines order={o} />
    </OrderMailLayout>
  ),
});

export const orderCancelledTemplate = defineEmailTemplate({
  payload: ZOrderWithRefund,
  subject: (o) => `Order ${o.orderNumber} has been cancelled`,
  body: (o, shop) => (
    <OrderMailLayout
      shop={shop}
      order={o}
      preview="Your order has been cancelled."
      heading="Your order has been cancelled"
    >
      <Paragraph>
        Hello {addresseeOf(o)}, your order {o.orderNumber} has been cancelled.
        <ReasonOf o={o} />
      </Paragraph>
      <RefundParagraph o={o} />
    </OrderMailLayout>
  ),
});

/**
 * How much of what was paid a refund gives back: all of it, or a part (and how much so far). The
 * mail goes when the refund is recorded, before the provider has made it (decision 113): it says
 * the refund is sent, never that the money is back.
 */
function refundScope(o: TOrderMailPayload & { refund: z.infer<typeof ZRefundNote> }) {
  const money = (p: number) => formatMoney(p, o.currency);
  const amount = money(o.refund.amountPence);
  // Mails queued before the fields: the amount alone.
  if (o.paidPence === null || o.refundedPence === null) {
    return { isFull: false, words: `we have sent a refund of ${amount} for order ${o.orderNumber}.` };
  }
  const isFirst = o.refundedPence === o.refund.amountPence;
  if (o.refundedPence >= o.paidPence) {
    return {
      isFull: true,
      words: isFirst
        ? `we have sent a refund of ${amount} for order ${o.orderNumber}: everything you paid.`
        : `we have sent a further refund of ${amount} for order ${o.orderNumber}: with the earlier refunds, everything you paid (${money(o.paidPence)}).`,
    };
  }
  return {
    isFull: false,
    words: isFirst
      ? `we have sent a refund of ${amount} of the ${money(o.paidPence)} you paid for order ${o.orderNumber}.`
      : `we have sent a further refund of ${amount} for order ${o.orderNumber}: ${money(o.refundedPence)} of the ${money(o.paidPence)} you paid, in all.`,
  };
}

export const refundMadeTemplate = defineEmailTemplate({
  payload: ZOrderMailPayload.extend({ refund: ZRefundNote }),
  subject: (o) => `Refund of ${formatMoney(o.refund.amountPence, o.currency)} for order ${o.orderNumber}`,
  body: (o, shop) => {
    const scope = refundScope(o);
    return (
      <OrderMailLayout
        shop={shop}
        order={o}
        preview={`We have sent a refund of ${formatMoney(o.refund.amountPence, o.currency)}${scope.isFull ? ", everything you paid" : ""}.`}
        heading={scope.isFull ? "We are refunding your order in full" : "Your refund is on its way"}
      >
        <Paragraph>
          Hello {addresseeOf(o)}, {scope.words}
          {o.refund.reason ? ` The reason: ${o.refund.reason}` : ""}
        </Paragraph>
        <Paragraph>
          {o.paymentMethod === "cash"
            ? "You paid in cash: the shop gives it back in cash, or call us to arrange it."
            : `It goes back to ${paidWith(o)}; banks usually show it within 5 to 7 working days.`}
        </Paragraph>
        <ActionButton label="See your order" url={orderLink(o)} />
      </OrderMailLayout>
    );
  },
});

/**
 * A refund the customer was told of that did not go through (decision 113): the provider failed it
 * (a closed card's bank sent it back) or could not be reached for a day. The shop is told too and
 * decides how to pay back, so the mail promises what is sure: the shop will be in touch.
 */
export const refundFailedTemplate = defineEmailTemplate({
  payload: ZOrderMailPayload.extend({ refund: ZRefundNote }),
  subject: (o) =>
    `Your refund of ${formatMoney(o.refund.amountPence, o.currency)} for order ${o.orderNumber} did not go through`,
  body: (o, shop) => (
    <OrderMailLayout
      shop={shop}
      order={o}
      preview={`The ${formatMoney(o.refund.amountPence, o.currency)} has not reached you; ${o.shop.name} will be in touch.`}
      heading="Your refund did not go through"
    >
      <Paragraph>
        Hello {addresseeOf(o)}, we are sorry: the refund of {formatMoney(o.refund.amountPence, o.currency)} we sent for
        order {o.orderNumber} could not be completed, so the money has not reached {paidWith(o)}.
      </Paragraph>
      <Paragraph>
        {o.shop.name} has been told and will be in touch to give it back, by trying again or another way. If you would
        rather not wait, call {o.shop.phone}.
      </Paragraph>
      <ActionButton label="See your order" url={orderLink(o)} />
    </OrderMailLayout>
  ),
});

/**
 * A refund the customer was told had failed that the provider made after all (decision 118): the
 * job gave up on an answer it lost, or the provider finished it late. The earlier mail said the
 * shop would be in touch to pay it back; this one says the money is on its way and that mail can
 * be set aside, so the customer does not chase the shop for money already sent.
 */
export const refundMadeAfterAllTemplate = defineEmailTemplate({
  payload: ZOrderMailPayload.extend({ refund: ZRefundNote }),
  subject: (o) =>
    `Your refund of ${formatMoney(o.refund.amountPence, o.currency)} for order ${o.orderNumber} went through after all`,
  body: (o, shop) => (
    <OrderMailLayout
      shop={shop}
      order={o}
      preview={`The ${formatMoney(o.refund.amountPence, o.currency)} is on its way to you after all.`}
      heading="Your refund went through after all"
    >
      <Paragraph>
        Hello {addresseeOf(o)}, good news: the refund of {formatMoney(o.refund.amountPence, o.currency)} for order{" "}
        {o.orderNumber} that we told you had not gone through was completed after all. It goes back to {paidWith(o)};
        banks usually show it within 5 to 7 working days.
      </Paragraph>
      <Paragraph>
        You can ignore our earlier e-mail saying it did not go through: there is nothing you need to do, and{" "}
        {o.shop.name} will not need to pay it back another way.
      </Paragraph>
      <ActionButton label="See your order" url={orderLink(o)} />
    </OrderMailLayout>
  ),
});

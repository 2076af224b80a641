import { z } from "zod";
import { formatMoney } from "@/lib/platform/money";
import { siteLink } from "../../link-token";
import { defineEmailTemplate } from "../define";
import { ActionButton, EmailLayout, Footnote, Paragraph } from "../layout";
import { londonTime } from "../order/parts";

// The owner's mails when nobody answers the board (issue 23, decision 032): an order left
// unanswered, and the shop pausing itself after several.

/** "1 minute", "5 minutes": the owner may set one minute, and self-pause after one order. */
function count(n: number, thing: string): string {
  return `${n} ${thing}${n === 1 ? "" : "s"}`;
}

export const orderUnansweredTemplate = defineEmailTemplate({
  payload: z.object({
    orderId: z.string(),
    orderNumber: z.string(),
    /** The name the customer gave for the order. */
    customerName: z.string(),
    /** ISO 8601. */
    placedAt: z.string(),
    waitedMinutes: z.number().int(),
    fulfilment: z.enum(["delivery", "collection"]),
    /** ISO 8601: the slot chosen, or the time promised at checkout. */
    dueAt: z.string().nullable(),
    totalPence: z.number().int(),
    currency: z.string().length(3),
    boardUrl: z.string(),
    /** A cash order: nobody has paid for it yet (mails queued before the field were all paid online). */
    isCashDue: z.boolean().default(false),
  }),
  subject: (o) => `Order ${o.orderNumber} has waited ${count(o.waitedMinutes, "minute")}: nobody has accepted it`,
  body: (o, shop) => (
    <EmailLayout
      shop={shop}
      preview={`${o.customerName}'s order is waiting on the board.`}
      heading={`Order ${o.orderNumber} is waiting`}
    >
      <Paragraph>
        {o.customerName} {o.isCashDue ? "ordered" : "paid"} {formatMoney(o.totalPence, o.currency)} for a {o.fulfilment}
        {o.isCashDue ? ", to be paid in cash," : ""} at {londonTime(o.placedAt)}, and nobody has accepted or rejected it
        for {count(o.waitedMinutes, "minute")}. The board is ringing louder.
      </Paragraph>
      {o.dueAt ? (
        <Paragraph>
          The customer expects it {o.fulfilment === "collection" ? "ready at" : "by"} {londonTime(o.dueAt)}.
        </Paragraph>
      ) : null}
      <ActionButton label="Open the orders board" url={siteLink("/admin/orders")} />
      <Footnote>
        You get this because you own the shop&apos;s account. The minutes are set under Store, Kitchen alerts.
      </Footnote>
    </EmailLayout>
  ),
});

export const shopPausedItselfTemplate = defineEmailTemplate({
  payload: z.object({
    /** ISO 8601. */
    until: z.string(),
    unansweredOrders: z.number().int(),
    boardUrl: z.string(),
  }),
  subject: (o) =>
    `Online ordering paused itself until ${londonTime(o.until).split(", ")[1]}: ${count(o.unansweredOrders, "order")} went unanswered`,
  body: (o, shop) => (
    <EmailLayout shop={shop} preview="Nobody is answering the board." heading="Online ordering paused itself">
      <Paragraph>
        {count(o.unansweredOrders, "order")} waited unanswered within the hour, so the shop stopped taking new orders
        online until {londonTime(o.until)}. Orders already paid are still on the board.
      </Paragraph>
      <ActionButton label="Open the orders board" url={siteLink("/admin/orders")} />
      <Footnote>
        Resume ordering earlier from the Store page. Turn the self-pause off under Store, Kitchen alerts.
      </Footnote>
    </EmailLayout>
  ),
});

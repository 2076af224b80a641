import { z } from "zod";
import { FULFILMENTS } from "@/lib/shop/shared";

// What an order e-mail is made from: a snapshot of the order taken when the mail is queued, so
// that it says what was true then, however the menu or the order changes later.

export const ZOrderMailLine = z.object({
  dish: z.string(),
  size: z.string(),
  variant: z.string().nullable(),
  extras: z.array(z.string()).default([]),
  instruction: z.string().nullable(),
  qty: z.number().int(),
  totalPence: z.number().int(),
  discountPence: z.number().int().default(0),
  /** Set on a line a promotion added at no charge. */
  freeWith: z.string().nullable().default(null),
});

export const ZOrderMailPayload = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  username: z.string(),
  /** The name the customer gave for the order (issue 23); mails queued before it greet the username. */
  name: z.string().nullable().default(null),
  currency: z.string().length(3),
  lines: z.array(ZOrderMailLine),
  subtotalPence: z.number().int(),
  discountPence: z.number().int(),
  deliveryFeePence: z.number().int(),
  totalPence: z.number().int(),
  /** The highest rate on the order; mails queued before VAT by rate carry only this and `vatPence`. */
  vatRatePercent: z.number(),
  vatPence: z.number().int(),
  /** The VAT per rate (decision 034), less refunds when the mail was queued. */
  vatBreakdown: z
    .array(
      z.object({
        ratePercent: z.number(),
        netPence: z.number().int(),
        vatPence: z.number().int(),
        grossPence: z.number().int(),
      }),
    )
    .default([]),
  promotions: z.array(z.object({ name: z.string(), amountPence: z.number().int() })).default([]),
  fulfilment: z.enum(FULFILMENTS).default("delivery"),
  /** ISO 8601; null when not promised yet. */
  promisedAt: z.string().nullable().default(null),
  /** ISO 8601: the slot the customer chose; null as soon as possible. Accepting keeps it. */
  slotStart: z.string().nullable().default(null),
  deliveryAddress: z.string().nullable(),
  shop: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    vatNumber: z.string().nullable().default(null),
  }),
  /** The order's page as it was when queued; the mail links from APP_URL when it is made (siteLink). */
  trackUrl: z.string(),
  /** How it is paid (decision 030); mails queued before the field were all paid online. */
  paymentMethod: z.enum(["card", "razorpay", "cash", "test"]).default("card"),
  /** The customer's tip, on top of the total (outside VAT). */
  tipPence: z.number().int().default(0),
  /** A cash order not paid yet: how much to have ready. Null once paid, or when paid online. */
  cashDuePence: z.number().int().nullable().default(null),
  /** What was taken (the paid payment, tip included) and refunded of it so far, refunds not failed; null before the fields or when nothing was taken. */
  paidPence: z.number().int().nullable().default(null),
  refundedPence: z.number().int().nullable().default(null),
});
export type TOrderMailPayload = z.infer<typeof ZOrderMailPayload>;

/** The refund part of the rejected, cancelled and refund mails. */
// The reason rides with the refund; an order with nothing to refund (cash not taken) has it in `reason`.
export const ZRefundNote = z.object({ amountPence: z.number().int(), reason: z.string() });

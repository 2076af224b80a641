import { formatMoney, toMinor } from "@/lib/platform/money";
import type { Fulfilment } from "@/lib/shop/shared";
import type { PaymentMethodName } from "../payments/payment-methods";

// One reading of an order's payment for every screen that shows it, in the shop's words (issue
// 23, issue 25): a rejected order refunded in full no longer reads "success", and no screen
// prints the spec's wire values ("success", "Pending", "due"), which stay as they are on the API.
// Amounts in major units, as the screens hold them.

export type PaymentLabel = { text: string; tone: "paid" | "refunded" | "unpaid" };

/**
 * The order's `paymentStatus` as the API sends it (lib/ordering/orders/present.ts
 * `paymentStatusOf`), and a single payment's own status (created, paid, failed, expired).
 */
const STATUS_LABELS: Record<string, PaymentLabel> = {
  success: { text: "Paid", tone: "paid" },
  paid: { text: "Paid", tone: "paid" },
  // A cash order before the money is in (decision 030).
  due: { text: "Cash due", tone: "unpaid" },
  unpaid: { text: "Not paid", tone: "unpaid" },
  failed: { text: "Payment failed", tone: "unpaid" },
  expired: { text: "Payment not completed", tone: "unpaid" },
};
const PENDING: PaymentLabel = { text: "Payment pending", tone: "unpaid" };

export function paymentLabel(order: {
  paymentStatus: string;
  refunded: number;
  total: number;
  /** The tip paid on top of `total` (decision 030): refunded in full means that too. */
  tip?: number;
  currency: string;
}): PaymentLabel {
  const refundedPence = toMinor(order.refunded);
  const paidPence = toMinor(order.total) + toMinor(order.tip ?? 0);
  if (refundedPence > 0 && refundedPence >= paidPence) return { text: "Refunded", tone: "refunded" };
  if (refundedPence > 0)
    return { text: `Part refunded ${formatMoney(refundedPence, order.currency)}`, tone: "refunded" };
  return STATUS_LABELS[order.paymentStatus] ?? PENDING;
}

/**
 * One payment of an order, as the admin's order page lists it. A payment still "created" means
 * different things by its method and by where the order ended: cash waiting to be handed over,
 * cash that never will be (the order was rejected or cancelled), or a card payment never finished.
 * Read alone, "created" said "Payment pending" beside an order that would never be paid.
 */
export function paymentRowLabel(
  payment: { status: string; provider: string; amount: number },
  order: { status: string; currency: string; fulfilment: Fulfilment },
): PaymentLabel {
  if (payment.status !== "created")
    return paymentLabel({
      paymentStatus: payment.status,
      refunded: 0,
      total: payment.amount,
      currency: order.currency,
    });
  const isOver = order.status === "rejected" || order.status === "cancelled";
  // The order's own status above the rows already says "Cash due": the row says where the money is taken.
  if (payment.provider === "cash") return isOver ? { text: "Not taken", tone: "unpaid" } : cashToTake(order.fulfilment);
  return isOver ? STATUS_LABELS.expired! : PENDING;
}

/** A cash payment still to be handed over, as staff read it on the order's page. */
function cashToTake(fulfilment: Fulfilment): PaymentLabel {
  return { text: fulfilment === "collection" ? "To take at the counter" : "To take on delivery", tone: "unpaid" };
}

/** When a cash order's money is handed over: "when you collect" or "on delivery". */
export function cashMoment(fulfilment: Fulfilment): string {
  return fulfilment === "collection" ? "when you collect" : "on delivery";
}

/** A cash order not paid yet (decision 030): what to have ready, and when ("Pay £23.40 in cash on delivery"). */
export function cashDueText(order: { amountDue: number; fulfilment: Fulfilment; currency: string }): string {
  const money = formatMoney(toMinor(order.amountDue), order.currency);
  return `Pay ${money} in cash ${cashMoment(order.fulfilment)}`;
}

const PAID_BY: Record<PaymentMethodName, string> = {
  card: "Paid by card",
  razorpay: "Paid online",
  cash: "Paid in cash",
  test: "Paid with a test payment (no money taken)",
};

/** "Paid by card", "Paid in cash"…: the method of a payment that has been made. */
export function paidByText(method: PaymentMethodName): string {
  return PAID_BY[method];
}

/**
 * How the customer paid, as the shop would tell them: "Paid by card", "Pay £12.50 in cash when
 * you collect", "Refunded"… (the confirmation page, issue 25).
 */
export function howPaidText(order: {
  paymentMethod: PaymentMethodName;
  paymentStatus: string;
  refunded: number;
  total: number;
  tip?: number;
  currency: string;
  amountDue: number;
  fulfilment: Fulfilment;
}): string {
  const label = paymentLabel(order);
  if (label.tone === "refunded") return label.text;
  if (order.amountDue > 0) return cashDueText(order);
  return label.tone === "paid" ? PAID_BY[order.paymentMethod] : label.text;
}

import { formatMoney } from "@/lib/platform/money";
import type { CashRules, Fulfilment } from "@/lib/shop/shared";

// Which ways of paying a basket may use, and why not (decision 030; TastyIgniter's PayRegister:
// each gateway says whether it applies to an order). Pure: the checkout's decision and
// GET /api/checkout/methods both ask it, so the list the customer sees is the rule create_order keeps.

export const PAYMENT_METHODS = ["card", "razorpay", "cash", "test"] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

export type PaymentMethodOption = {
  method: PaymentMethodName;
  label: string;
  available: boolean;
  /** Why it cannot be used for this basket; null when it can. */
  reason: string | null;
  /** The one the checkout chooses first: Stripe's cards when they are on. */
  isDefault: boolean;
  /**
   * The shop offers it at all (keys set; cash turned on for this fulfilment): the checkout lists
   * these, greyed out with the reason when this basket cannot use them (over the cash cap).
   */
  isSetUp: boolean;
};

export type PaymentMethodFacts = {
  /** Which providers this shop has keys for (the test mode may be off: provider.ts). */
  configured: { card: boolean; razorpay: boolean; test: boolean };
  cash: CashRules;
  fulfilment: Fulfilment;
  /** What cash would pay: the order's total (no tip on cash). */
  amountPence: number;
  /** The customer has two cash orders that were never collected, not cleared by the owner. */
  isCashBlocked: boolean;
  currency: string;
};

/** Cash orders never collected before cash stops for that customer (until the owner clears it). */
export const CASH_NOT_COLLECTED_LIMIT = 2;

/** The order in which a checkout offers them; the first available one is chosen first. */
const DEFAULT_ORDER: readonly PaymentMethodName[] = ["card", "razorpay", "test", "cash"];

export function cashLabel(fulfilment: Fulfilment): string {
  return fulfilment === "collection" ? "Pay at collection (cash)" : "Cash on delivery";
}

function cashReason(f: PaymentMethodFacts): string | null {
  const money = (pence: number) => formatMoney(pence, f.currency);
  if (!f.cash[f.fulfilment]) {
    return f.fulfilment === "collection"
      ? "The shop does not take cash at collection for online orders."
      : "The shop does not take cash on delivery.";
  }
  if (f.isCashBlocked) {
    return "Cash is not available on your account because earlier cash orders were not collected. Pay by card, or call the shop.";
  }
  if (f.amountPence > f.cash.maxOrderPence) {
    return `Cash is taken for orders up to ${money(f.cash.maxOrderPence)}; this order is ${money(f.amountPence)}. Please pay by card.`;
  }
  return null;
}

export function decidePaymentMethods(f: PaymentMethodFacts): PaymentMethodOption[] {
  const reasons: Record<PaymentMethodName, string | null> = {
    card: f.configured.card ? null : "This shop does not take card payments online yet.",
    razorpay: f.configured.razorpay ? null : "Razorpay is not set up for this shop.",
    cash: cashReason(f),
    test: f.configured.test ? null : "The test payment mode is off: this shop takes real payments.",
  };
  const labels: Record<PaymentMethodName, string> = {
    card: "Card, Apple Pay or Google Pay",
    razorpay: "Pay online (Razorpay)",
    cash: cashLabel(f.fulfilment),
    test: "Test payment (no money is taken)",
  };
  const setUp: Record<PaymentMethodName, boolean> = { ...f.configured, cash: f.cash[f.fulfilment] };
  const preferred = DEFAULT_ORDER.find((m) => reasons[m] === null) ?? null;
  return PAYMENT_METHODS.map((method) => ({
    method,
    label: labels[method],
    available: reasons[method] === null,
    reason: reasons[method],
    isDefault: method === preferred,
    isSetUp: setUp[method],
  }));
}

/** The tips a checkout offers as a share of the order's goods (after offers), besides none and an amount. */
export const TIP_PERCENTS = [10, 15, 20] as const;

/** The largest tip taken, in pence: a slip of the finger should not tip £500. */
export const MAX_TIP_PENCE = 10_000;

/** A percentage tip of the goods after offers (never of the delivery fee), rounded half up to the penny. */
export function tipForPercent(goodsPence: number, percent: number): number {
  return Math.round((goodsPence * percent) / 100);
}

/**
 * What a cash order still wants from the customer: its total until staff take the money, nothing
 * once paid or when it ended (cancelled, rejected). Orders paid online owe nothing.
 */
export function cashDuePence(order: {
  paymentMethod: string;
  paidAt: Date | null;
  status: string;
  grandTotalPence: number;
}): number {
  const isLive = order.status !== "cancelled" && order.status !== "rejected" && order.status !== "pending";
  return order.paymentMethod === "cash" && !order.paidAt && isLive ? order.grandTotalPence : 0;
}

/** How the admin's screens and reports name each way of paying. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethodName, string> = {
  card: "Card (Stripe)",
  razorpay: "Razorpay",
  cash: "Cash",
  test: "Test payment",
};

/** A payment row's provider (stripe, razorpay, cash, test) in the same words. */
export function providerLabel(provider: string): string {
  return provider === "stripe"
    ? PAYMENT_METHOD_LABELS.card
    : (PAYMENT_METHOD_LABELS[provider as PaymentMethodName] ?? provider);
}

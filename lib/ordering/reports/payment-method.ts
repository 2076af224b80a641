// How an order was paid, as the day's report and the orders CSV name it (decision 035).
// Browser-safe: the reports screen labels them.

export const PAYMENT_METHODS = ["card", "razorpay", "cash_taken", "cash_due", "test"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: "Card",
  razorpay: "Razorpay",
  cash_taken: "Cash taken",
  cash_due: "Cash still due",
  test: "Test payments (no money)",
};

/** The payment's provider as Payment.provider records it → the method. */
const BY_PROVIDER: Record<string, PaymentMethod> = {
  razorpay: "razorpay",
  stripe: "card",
  card: "card",
  cash: "cash_taken",
  test: "test",
};

/**
 * What the order records of its payment now: the provider of its paid payment; a placed order
 * with none paid is cash still to take at the door. (When orders record a payment method of
 * their own, issue 21, it is read here and nowhere else.)
 */
export function paymentMethodOf(order: { payments: { provider: string; status: string }[] }): PaymentMethod {
  const paid = order.payments.find((p) => p.status === "paid");
  if (!paid) return "cash_due";
  return BY_PROVIDER[paid.provider] ?? "card";
}

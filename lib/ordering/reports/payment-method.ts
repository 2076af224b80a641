import type { PaymentMethodName } from "../payments/payment-methods";

// How an order was paid, as the day's report and the orders CSV name it (decision 035): the
// order's own payment method (decision 030), cash split by whether the money is in yet.
// Browser-safe: the reports screen labels them.

export const REPORT_PAYMENT_METHODS = ["card", "razorpay", "cash_taken", "cash_due", "test"] as const;
export type ReportPaymentMethod = (typeof REPORT_PAYMENT_METHODS)[number];

export const REPORT_PAYMENT_METHOD_LABELS: Record<ReportPaymentMethod, string> = {
  card: "Card",
  razorpay: "Razorpay",
  cash_taken: "Cash taken",
  cash_due: "Cash still due",
  test: "Test payments (no money)",
};

/** The order's method as the reports split it: cash is taken once staff recorded the money in. */
export function paymentMethodOf(order: { paymentMethod: PaymentMethodName; paidAt: Date | null }): ReportPaymentMethod {
  if (order.paymentMethod === "cash") return order.paidAt ? "cash_taken" : "cash_due";
  return order.paymentMethod;
}

import { formatMoney, toMinor } from "@/lib/platform/money";

// One reading of an order's payment for every screen that shows it (issue 23): a rejected order
// refunded in full no longer reads "success". Amounts in major units, as the screens hold them.

export type PaymentLabel = { text: string; tone: "paid" | "refunded" | "unpaid" };

export function paymentLabel(order: { paymentStatus: string; refunded: number; total: number; currency: string }): PaymentLabel {
  const refundedPence = toMinor(order.refunded);
  if (refundedPence > 0 && refundedPence >= toMinor(order.total)) return { text: "Refunded", tone: "refunded" };
  if (refundedPence > 0) return { text: `Part refunded ${formatMoney(refundedPence, order.currency)}`, tone: "refunded" };
  // A cash order before the money is in (decision 030).
  if (order.paymentStatus === "due") return { text: "Cash due", tone: "unpaid" };
  const text = order.paymentStatus || "Pending";
  return { text, tone: text === "success" ? "paid" : "unpaid" };
}

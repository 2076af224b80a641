import "server-only";
import { getDb } from "@/lib/platform/db";
import { orderNumber } from "../orders/order-number";
import { refundedPence } from "./amounts";

/** An order's refunds, oldest first, and what is left of what was paid; the order's number for the trail. */
export async function loadOrderRefunds(orderId: string) {
  const order = await getDb().order.findUnique({
    where: { id: orderId },
    select: {
      number: true,
      currency: true,
      payments: { where: { status: "paid" }, select: { amountPence: true }, take: 1 },
      refunds: { orderBy: { createdAt: "asc" } },
    },
  });
  if (!order) return null;
  const counted = order.refunds.filter((r) => r.status !== "failed");
  const paid = order.payments[0]?.amountPence ?? 0;
  const refunded = refundedPence({ refunds: counted });
  return {
    orderNumber: orderNumber({ id: orderId, number: order.number }),
    currency: order.currency,
    refunds: order.refunds,
    refundedPence: refunded,
    refundablePence: Math.max(0, paid - refunded),
  };
}

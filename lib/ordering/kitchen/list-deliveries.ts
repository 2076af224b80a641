import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { moveOrder } from "./move-order";

/**
 * What a rider sees (issue 22): the orders out for delivery, with where to go, who to call and
 * how to get in, and what is left to take in cash. Nothing else of the order or the customer.
 */
export async function listDeliveries() {
  const orders = await getDb().order.findMany({
    where: { status: "out_for_delivery", fulfilment: "delivery" },
    orderBy: [{ promisedAt: "asc" }, { placedAt: "asc" }],
    take: 100,
    select: {
      id: true,
      number: true,
      promisedAt: true,
      deliveryAddress: true,
      deliveryPostcode: true,
      contactName: true,
      contactPhone: true,
      riderNotes: true,
      grandTotalPence: true,
      currency: true,
      _count: { select: { lines: true } },
      payments: { where: { status: "paid" }, select: { amountPence: true } },
    },
  });
  return orders.map(({ payments, _count, grandTotalPence, ...o }) => ({
    ...o,
    lineCount: _count.lines,
    duePence: Math.max(0, grandTotalPence - payments.reduce((sum, p) => sum + p.amountPence, 0)),
  }));
}

export type Delivery = Awaited<ReturnType<typeof listDeliveries>>[number];

/** A rider marks an order delivered: only one that is out for delivery. */
export async function markDelivered(orderId: string, adminId: string) {
  const order = await getDb().order.findUnique({ where: { id: orderId }, select: { status: true } });
  if (!order) throw AppError.notFound("Order");
  if (order.status !== "out_for_delivery")
    throw new AppError("CONFLICT", "Only an order out for delivery can be marked delivered.");
  return moveOrder({ orderId, adminId, to: "delivered" });
}

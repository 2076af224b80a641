import "server-only";
import { getDb } from "@/lib/platform/db";

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

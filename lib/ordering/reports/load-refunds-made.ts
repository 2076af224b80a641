import "server-only";
import { getDb } from "@/lib/platform/db";
import { orderNumber } from "../orders/order-number";
import { vatOfOrder } from "../vat/vat-of-order";
import { readOrders, type Period, type RefundMade } from "./sales-shared";

/** The refunds made in [from, to) (not the refused ones), whatever day their order was paid on. */
export async function loadRefundsMade(period: Period): Promise<RefundMade[]> {
  const refunds = await getDb().refund.findMany({
    where: { createdAt: { gte: period.from, lt: period.to }, status: { not: "failed" } },
    select: { id: true, orderId: true, reason: true },
    orderBy: { createdAt: "asc" },
  });
  if (!refunds.length) return [];
  const orders = new Map(
    (await readOrders({ id: { in: [...new Set(refunds.map((r) => r.orderId))] } })).map((o) => [o.id, o]),
  );
  return refunds.flatMap((r) => {
    const order = orders.get(r.orderId);
    if (!order) return [];
    const made = vatOfOrder(order).refunds.find((x) => x.id === r.id);
    const row = order.refunds.find((x) => x.id === r.id)!;
    return made
      ? [
          {
            id: r.id,
            orderId: r.orderId,
            orderNumber: orderNumber(order),
            createdAt: row.createdAt,
            amountPence: row.amountPence,
            reason: r.reason,
            rows: made.rows,
            tipPence: made.tipPence,
          },
        ]
      : [];
  });
}

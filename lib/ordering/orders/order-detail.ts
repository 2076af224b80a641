import "server-only";
import { getDb } from "@/lib/platform/db";
import { orderNumber } from "./order-number";
import { refundedPence } from "../refunds/amounts";
import { headlineRate, vatKeptPence, vatOfOrder } from "../vat/vat-of-order";
import { nextStatuses } from "../kitchen/flow";

const detailInclude = {
  customer: { select: { id: true, username: true, email: true } },
  lines: { orderBy: { id: "asc" as const } },
  payments: { orderBy: { createdAt: "asc" as const } },
  refunds: { orderBy: { createdAt: "asc" as const } },
  statusChanges: { orderBy: { createdAt: "asc" as const }, include: { admin: { select: { username: true } } } },
  promotions: { select: { promotionId: true, name: true, amountPence: true }, orderBy: { createdAt: "asc" as const } },
};

export async function readOrder(where: { id: string; customerId?: string }) {
  const order = await getDb().order.findFirst({
    where: { ...where, status: { not: "pending" } },
    include: detailInclude,
  });
  if (!order) return null;
  const paidPence = order.payments.find((p) => p.status === "paid")?.amountPence ?? 0;
  const refunded = refundedPence({ refunds: order.refunds.filter((r) => r.status !== "failed") });
  const refundedLineIds = new Set(order.refunds.filter((r) => r.status !== "failed").flatMap((r) => r.lineIds));
  const vat = vatOfOrder(order);
  return {
    ...order,
    orderNumber: orderNumber(order),
    paidPence,
    refundedPence: refunded,
    refundablePence: Math.max(0, paidPence - refunded),
    refundedLineIds,
    // By rate, less refunds (decision 034).
    vat,
    vatPence: vatKeptPence(vat),
    vatHeadlineBasisPoints: headlineRate(vat, order.createdAt),
    nextStatuses: nextStatuses(order.status, order.fulfilment),
  };
}

import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { moveOrder } from "./move-order";

/** A rider marks an order delivered: only one that is out for delivery. */
export async function markDelivered(orderId: string, adminId: string) {
  const order = await getDb().order.findUnique({ where: { id: orderId }, select: { status: true } });
  if (!order) throw AppError.notFound("Order");
  if (order.status !== "out_for_delivery")
    throw new AppError("CONFLICT", "Only an order out for delivery can be marked delivered.");
  return moveOrder({ orderId, adminId, to: "delivered" });
}

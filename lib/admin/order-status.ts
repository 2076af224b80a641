import "server-only";
import type { OrderStatus } from "@/lib/db/generated/client";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/http/app-error";
import { NEXT_STATUSES, type AdminStatus } from "./order-flow";

/** Moves an order on, recording who did it and when. Two admins cannot both move it. */
export async function changeOrderStatus(adminId: string, orderId: string, to: AdminStatus) {
  return getDb().$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ status: OrderStatus }[]>`
      SELECT status FROM "Order" WHERE id = ${orderId}::uuid FOR UPDATE`;
    const from = rows[0]?.status;
    if (!from || from === "pending") throw AppError.notFound("Order");
    if (!NEXT_STATUSES[from].includes(to)) {
      throw new AppError("CONFLICT", `An order that is ${from.replaceAll("_", " ")} cannot become ${to.replaceAll("_", " ")}.`);
    }
    await tx.order.update({ where: { id: orderId }, data: { status: to } });
    await tx.orderStatusChange.create({ data: { orderId, fromStatus: from, toStatus: to, adminId } });
    return { orderId, from, to };
  });
}

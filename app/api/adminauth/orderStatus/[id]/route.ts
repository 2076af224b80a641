import { changeOrderStatus as moveOrder } from "@/lib/admin/order-status";
import { changeOrderStatus } from "@/lib/api/admin/orders/contract";
import { handle } from "@/lib/api/handle";

export const PATCH = handle(changeOrderStatus, async ({ auth, params, body }) => {
  const change = await moveOrder(auth.adminId, params.id, body.status);
  return { data: { _id: change.orderId, status: change.to }, message: "Order status updated" };
});

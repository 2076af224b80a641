import { changeOrderStatus } from "@/lib/api/admin/orders/contract";
import { handle } from "@/lib/api/handle";
import { moveOrder } from "@/lib/ordering";

/** The spec's status move; cancelling also refunds what was paid and tells the customer. */
export const PATCH = handle(changeOrderStatus, async ({ auth, params, body }) => {
  const moved = await moveOrder({ orderId: params.id, adminId: auth.adminId, to: body.status, reason: body.reason });
  return {
    data: { _id: moved.orderId, status: moved.to },
    message: "Order status updated",
    audit: { action: `order.${moved.to}`, targetType: "order", before: { status: moved.from }, after: { status: moved.to, refundedPence: moved.refundPence }, reason: body.reason ?? null },
  };
});

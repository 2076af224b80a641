import { changeOrderStatus } from "@/lib/api/admin/orders/contract";
import { auditOrderMove } from "@/lib/api/admin/orders/present";
import { handle } from "@/lib/api/handle";
import { moveOrderAndPrint } from "@/lib/printing";

/** The spec's status move; cancelling also refunds what was paid and tells the customer, and moving a new order to preparing prints it. */
export const PATCH = handle(changeOrderStatus, async ({ auth, params, body }) => {
  const moved = await moveOrderAndPrint({
    orderId: params.id,
    adminId: auth.adminId,
    to: body.status,
    reason: body.reason,
  });
  return {
    data: { _id: moved.orderId, status: moved.to },
    message: "Order status updated",
    audit: { ...auditOrderMove(moved), reason: body.reason ?? null },
  };
});

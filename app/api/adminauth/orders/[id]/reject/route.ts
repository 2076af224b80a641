import { rejectOrder } from "@/lib/api/admin/orders/contract";
import { auditOrderMove, presentMovedOrder } from "@/lib/api/admin/orders/present";
import { handle } from "@/lib/api/handle";
import { moveOrderAndPrint } from "@/lib/printing";

// Through printing, as every kitchen move: a reprint of the new order still queued is withdrawn.
export const POST = handle(rejectOrder, async ({ auth, params, body }) => {
  const moved = await moveOrderAndPrint({
    orderId: params.id,
    adminId: auth.adminId,
    to: "rejected",
    reason: body.reason,
  });
  return {
    data: presentMovedOrder(moved),
    message: "Order rejected and refunded",
    audit: { ...auditOrderMove(moved), reason: body.reason ?? null },
  };
});

import { rejectOrder } from "@/lib/api/admin/orders/contract";
import { auditOrderMove, presentMovedOrder } from "@/lib/api/admin/orders/present";
import { handle } from "@/lib/api/handle";
import { moveOrder } from "@/lib/ordering";

export const POST = handle(rejectOrder, async ({ auth, params, body }) => {
  const moved = await moveOrder({ orderId: params.id, adminId: auth.adminId, to: "rejected", reason: body.reason });
  return {
    data: presentMovedOrder(moved),
    message: "Order rejected and refunded",
    audit: { ...auditOrderMove(moved), reason: body.reason ?? null },
  };
});

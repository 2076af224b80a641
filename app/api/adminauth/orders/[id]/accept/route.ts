import { acceptOrder } from "@/lib/api/admin/orders/contract";
import { auditOrderMove, presentMovedOrder } from "@/lib/api/admin/orders/present";
import { handle } from "@/lib/api/handle";
import { moveOrderAndPrint } from "@/lib/printing";

export const POST = handle(acceptOrder, async ({ auth, params, body }) => {
  const moved = await moveOrderAndPrint({
    orderId: params.id,
    adminId: auth.adminId,
    to: "accepted",
    prepMinutes: body.prepMinutes,
  });
  return { data: presentMovedOrder(moved), message: "Order accepted", audit: auditOrderMove(moved) };
});

import { acceptOrder } from "@/lib/api/admin/orders/contract";
import { handle } from "@/lib/api/handle";
import { toMajor } from "@/lib/platform/money";
import { moveOrderAndPrint } from "@/lib/printing";

export const POST = handle(acceptOrder, async ({ auth, params, body }) => {
  const moved = await moveOrderAndPrint({
    orderId: params.id,
    adminId: auth.adminId,
    to: "accepted",
    prepMinutes: body.prepMinutes,
  });
  return {
    data: {
      _id: moved.orderId,
      status: moved.to,
      promisedAt: moved.promisedAt?.toISOString() ?? null,
      refunded: toMajor(moved.refundPence),
    },
    message: "Order accepted",
    audit: {
      action: `order.${moved.to}`,
      targetType: "order",
      before: { status: moved.from },
      after: { status: moved.to, refundedPence: moved.refundPence },
    },
  };
});

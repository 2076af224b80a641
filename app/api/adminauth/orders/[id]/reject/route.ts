import { rejectOrder } from "@/lib/api/admin/orders/contract";
import { handle } from "@/lib/api/handle";
import { toMajor } from "@/lib/platform/money";
import { moveOrder } from "@/lib/ordering";

export const POST = handle(rejectOrder, async ({ auth, params, body }) => {
  const moved = await moveOrder({ orderId: params.id, adminId: auth.adminId, to: "rejected", reason: body.reason });
  return {
    data: {
      _id: moved.orderId,
      status: moved.to,
      promisedAt: moved.promisedAt?.toISOString() ?? null,
      refunded: toMajor(moved.refundPence),
    },
    message: "Order rejected and refunded",
    audit: {
      action: `order.${moved.to}`,
      targetType: "order",
      before: { status: moved.from },
      after: { status: moved.to, refundedPence: moved.refundPence },
      reason: body.reason ?? null,
    },
  };
});

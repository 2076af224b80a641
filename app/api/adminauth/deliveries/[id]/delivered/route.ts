import { markDelivered } from "@/lib/api/admin/deliveries/contract";
import { handle } from "@/lib/api/handle";
import { markDelivered as mark } from "@/lib/ordering";

export const POST = handle(markDelivered, async ({ auth, params }) => {
  const moved = await mark(params.id, auth.adminId);
  return {
    data: { _id: moved.orderId, status: moved.to },
    message: "Delivered",
    audit: {
      action: "order.delivered",
      targetType: "order",
      targetName: moved.orderNumber,
      before: { status: moved.from },
      after: { status: moved.to },
    },
  };
});

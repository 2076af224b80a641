import { getOrder } from "@/lib/api/admin/orders/contract";
import { presentOrderDetail } from "@/lib/api/admin/orders/present";
import { handle } from "@/lib/api/handle";
import { AppError } from "@/lib/platform/errors";
import { loadOrderForAdmin } from "@/lib/ordering";

export const GET = handle(getOrder, async ({ params, auth }) => {
  const order = await loadOrderForAdmin(params.id);
  if (!order) throw AppError.notFound("Order");
  return { data: presentOrderDetail(order, auth.role), message: "Order" };
});

import { handle } from "@/lib/api/handle";
import { trackMyOrder } from "@/lib/api/store/orders/contract";
import { presentTrackedOrder } from "@/lib/api/store/orders/present";
import { AppError } from "@/lib/platform/errors";
import { loadOrderForCustomer } from "@/lib/ordering";

/** Polled by the tracking page /order-detail/{id}. */
export const GET = handle(trackMyOrder, async ({ auth, params }) => {
  const order = await loadOrderForCustomer(auth.customerId, params.id);
  if (!order) throw AppError.notFound("Order");
  return { data: presentTrackedOrder(order), message: "Order" };
});

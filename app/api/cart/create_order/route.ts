import { handle } from "@/lib/api/handle";
import { createOrder } from "@/lib/api/store/orders/contract";
import { presentPendingOrder } from "@/lib/api/store/orders/present";
import { toMinor } from "@/lib/platform/money";
import { createPendingOrder } from "@/lib/ordering";

export const POST = handle(createOrder, async ({ auth, body }) => {
  // No body: the spec's call, answered as the spec says (Razorpay or the test mode).
  const order = await createPendingOrder(auth.customerId, new Date(), {
    method: body.method ?? null,
    tipPence: toMinor(body.tip ?? 0),
  });
  return {
    data: presentPendingOrder(order),
    message: order.placed ? "Order placed" : "Payment order created",
  };
});

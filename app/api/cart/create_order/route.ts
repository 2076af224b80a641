import { handle } from "@/lib/api/handle";
import { createOrder } from "@/lib/api/store/orders/contract";
import { readLimited } from "@/lib/platform/http";
import { createPendingOrder } from "@/lib/ordering";

export const POST = handle(createOrder, async ({ req, auth }) => {
  // There is no body to read; a large one is still refused rather than left unread.
  await readLimited(req, 1024);
  const order = await createPendingOrder(auth.customerId);
  return {
    data: {
      orderId: order.providerOrderId,
      key: order.keyId,
      amount: order.amountPence,
      currency: order.currency,
      testMode: order.testMode,
      orderRef: order.orderId,
    },
    message: "Payment order created",
  };
});

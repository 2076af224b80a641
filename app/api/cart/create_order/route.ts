import { handle } from "@/lib/api/handle";
import { createOrder } from "@/lib/api/store/orders/contract";
import { readLimited } from "@/lib/http/body";
import { createPendingOrder } from "@/lib/orders/create-pending-order";

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

import { requireCustomer } from "@/lib/auth/request-auth";
import { readLimited } from "@/lib/http/body";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { createPendingOrder } from "@/lib/orders/create-pending-order";

/** No body: everything is taken from the customer's basket on the server. */
export const POST = route(async (req) => {
  const { customerId } = await requireCustomer(req);
  await readLimited(req, 1024);
  const order = await createPendingOrder(customerId);
  return ok(
    {
      orderId: order.providerOrderId,
      key: order.keyId,
      amount: order.amountPence,
      currency: order.currency,
      testMode: order.testMode,
      orderRef: order.orderId,
    },
    "Payment order created",
  );
});

import "server-only";
import { readOrder } from "./order-detail";

/** A customer's own paid order; someone else's is as absent as one that does not exist. */
export async function loadOrderForCustomer(customerId: string, orderId: string) {
  return readOrder({ id: orderId, customerId });
}

export type CustomerOrderDetail = NonNullable<Awaited<ReturnType<typeof loadOrderForCustomer>>>;

import "server-only";
import { shopIdentity } from "@/lib/shop";
import { readOrder } from "./order-detail";

/** One paid order with everything the kitchen and the receipt need; null when there is none. */
export async function loadOrderForAdmin(orderId: string) {
  const order = await readOrder({ id: orderId });
  return order ? { ...order, shop: await shopIdentity() } : null;
}

export type AdminOrderDetail = NonNullable<Awaited<ReturnType<typeof loadOrderForAdmin>>>;

import { handle } from "@/lib/api/handle";
import { listMyOrders } from "@/lib/api/store/orders/contract";
import { presentCustomerOrder } from "@/lib/api/store/orders/present";
import { listCustomerOrders } from "@/lib/ordering";

export const GET = handle(listMyOrders, async ({ auth }) => {
  const orders = await listCustomerOrders(auth.customerId);
  return { data: orders.map(presentCustomerOrder), message: orders.length ? "Orders" : "No orders found." };
});

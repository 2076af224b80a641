import { listCustomerOrders as listCustomerOrdersEndpoint } from "@/lib/api/admin/orders/contract";
import { listCustomerOrders } from "@/lib/ordering";
import { presentAdminOrder } from "@/lib/api/admin/orders/present";
import { handle } from "@/lib/api/handle";

export const GET = handle(listCustomerOrdersEndpoint, async ({ params }) => {
  const orders = await listCustomerOrders(params.id);
  return { data: orders.map(presentAdminOrder), message: orders.length ? "Orders" : "No orders found." };
});

import { listOrdersOfCustomer } from "@/lib/accounts";
import { listCustomerOrders } from "@/lib/api/admin/orders/contract";
import { presentAdminOrder } from "@/lib/api/admin/orders/present";
import { handle } from "@/lib/api/handle";

export const GET = handle(listCustomerOrders, async ({ params }) => {
  const orders = await listOrdersOfCustomer(params.id);
  return { data: orders.map(presentAdminOrder), message: orders.length ? "Orders" : "No orders found." };
});

import { requireCustomer } from "@/lib/auth/request-auth";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { listCustomerOrders } from "@/lib/orders/list-customer-orders";
import { presentCustomerOrder } from "@/lib/orders/present";

export const GET = route(async (req) => {
  const { customerId } = await requireCustomer(req);
  const orders = await listCustomerOrders(customerId);
  return ok(orders.map(presentCustomerOrder), orders.length ? "Orders" : "No orders found.");
});

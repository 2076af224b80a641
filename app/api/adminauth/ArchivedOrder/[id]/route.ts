import { listOrdersOfCustomer } from "@/lib/admin/customers";
import { requireAdmin } from "@/lib/auth/request-auth";
import { parseId } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { presentAdminOrder } from "@/lib/orders/present";

export const GET = route<{ id: string }>(async (req, { id }) => {
  await requireAdmin(req);
  const orders = await listOrdersOfCustomer(parseId(id, "user id"));
  return ok(orders.map(presentAdminOrder), orders.length ? "Orders" : "No orders found.");
});

import "server-only";
import { notFound, redirect } from "next/navigation";
import { presentTrackedOrder } from "@/lib/api/store/orders/present";
import { toTrackedOrderView, type TrackedOrderView } from "@/lib/api/store/orders/view";
import { getCurrentCustomer } from "@/lib/accounts";
import { loadOrderForCustomer } from "@/lib/ordering";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The signed-in customer's own order, as GET /api/cart/userOreder/{id} answers it, for the
 * tracking and confirmation pages. Signed out: to sign in, then back to `pagePath`. Anyone
 * else's order is a 404, as one that does not exist.
 */
export async function loadOwnOrder(id: string, pagePath: string): Promise<TrackedOrderView> {
  const customer = await getCurrentCustomer();
  if (!customer) redirect(`/auth?next=${encodeURIComponent(pagePath)}`);
  const order = UUID.test(id) ? await loadOrderForCustomer(customer.id, id.toLowerCase()) : null;
  if (!order) notFound();
  return toTrackedOrderView(presentTrackedOrder(order));
}

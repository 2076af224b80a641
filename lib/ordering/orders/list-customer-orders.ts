import "server-only";
import { getDb } from "@/lib/platform/db";
import { withVat } from "../vat/vat-of-order";
import { orderSelect } from "./present";

/** A customer's orders, newest first, for the customer and the admin alike. Unpaid checkouts are left out. */
export async function listCustomerOrders(customerId: string) {
  const orders = await getDb().order.findMany({
    where: { customerId, status: { not: "pending" } },
    orderBy: { createdAt: "desc" },
    select: { ...orderSelect, fulfilment: true, promisedAt: true, refunds: { orderBy: { createdAt: "asc" } } },
  });
  return orders.map(withVat);
}

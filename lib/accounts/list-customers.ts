import "server-only";
import { getDb } from "@/lib/platform/db";
import { orderSelect } from "@/lib/ordering";

/** Every customer, newest first: never a password hash or a token. */
export async function listCustomers() {
  return getDb().customer.findMany({
    orderBy: { createdAt: "desc" },
    select: { id: true, username: true, email: true, imagePath: true, isVerified: true, createdAt: true },
  });
}

/** A customer's orders for the admin, unpaid checkouts left out. */
export async function listOrdersOfCustomer(customerId: string) {
  return getDb().order.findMany({
    where: { customerId, status: { not: "pending" } },
    orderBy: { createdAt: "desc" },
    select: orderSelect,
  });
}

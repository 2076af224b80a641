import "server-only";
import { getDb } from "@/lib/platform/db";

/** Every customer, newest first: never a password hash or a token. */
export async function listCustomers() {
  return getDb().customer.findMany({
    orderBy: { createdAt: "desc" },
    select: { id: true, username: true, email: true, imagePath: true, isVerified: true, createdAt: true },
  });
}

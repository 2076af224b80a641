import "server-only";
import { getDb } from "@/lib/platform/db";

/** The customer's newest paid order, for the navigation's Track Order link. */
export async function findLatestOrderId(customerId: string): Promise<string | null> {
  const order = await getDb().order.findFirst({
    where: { customerId, status: { not: "pending" } },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  return order?.id ?? null;
}

import "server-only";
import { getDb } from "@/lib/platform/db";

/** Every customer's cash orders never collected since their last clearing, for the admin's list. */
export async function countCashNotCollectedByCustomer(): Promise<Map<string, number>> {
  const rows = await getDb().order.findMany({
    where: { paymentMethod: "cash", cashNotCollectedAt: { not: null } },
    select: { customerId: true, cashNotCollectedAt: true, customer: { select: { cashClearedAt: true } } },
  });
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.customer.cashClearedAt && row.cashNotCollectedAt! <= row.customer.cashClearedAt) continue;
    counts.set(row.customerId, (counts.get(row.customerId) ?? 0) + 1);
  }
  return counts;
}

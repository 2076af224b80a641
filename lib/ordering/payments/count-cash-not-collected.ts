import "server-only";
import { getDb, type DbClient, type DbTransaction } from "@/lib/platform/db";

/** The customer's cash orders never collected since the owner last cleared them. */
export async function countCashNotCollected(
  customerId: string,
  db: DbClient | DbTransaction = getDb(),
): Promise<number> {
  const customer = await db.customer.findUnique({ where: { id: customerId }, select: { cashClearedAt: true } });
  if (!customer) return 0;
  return db.order.count({
    where: {
      customerId,
      paymentMethod: "cash",
      cashNotCollectedAt: customer.cashClearedAt ? { gt: customer.cashClearedAt } : { not: null },
    },
  });
}

import "server-only";
import { getDb, type DbClient, type DbTransaction } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { CASH_NOT_COLLECTED_LIMIT } from "./payment-methods";

// The abuse guard on cash (decision 030): a cash order nobody paid for, cancelled once it was
// ready or out for delivery, is a food order made for nothing. Two of them and the customer may
// not pay cash again until the owner clears it (Customer.cashClearedAt); card stays open to them.

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

export async function isCashBlocked(customerId: string, db: DbClient | DbTransaction = getDb()): Promise<boolean> {
  return (await countCashNotCollected(customerId, db)) >= CASH_NOT_COLLECTED_LIMIT;
}

/** The owner lets a customer pay cash again: earlier uncollected orders stop counting. */
export async function clearCashBlock(customerId: string, now = new Date()) {
  const db = getDb();
  const before = await countCashNotCollected(customerId);
  const updated = await db.customer.updateMany({ where: { id: customerId }, data: { cashClearedAt: now } });
  if (!updated.count) throw AppError.notFound("Customer");
  return { customerId, notCollectedBefore: before, clearedAt: now };
}

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

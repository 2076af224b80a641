import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { countCashNotCollected } from "./count-cash-not-collected";

/** The owner lets a customer pay cash again: earlier uncollected orders stop counting. */
export async function clearCashBlock(customerId: string, now = new Date()) {
  const db = getDb();
  const before = await countCashNotCollected(customerId);
  const updated = await db.customer.updateMany({ where: { id: customerId }, data: { cashClearedAt: now } });
  if (!updated.count) throw AppError.notFound("Customer");
  return { customerId, notCollectedBefore: before, clearedAt: now };
}

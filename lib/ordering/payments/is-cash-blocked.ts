import "server-only";
import { getDb, type DbClient, type DbTransaction } from "@/lib/platform/db";
import { countCashNotCollected } from "./count-cash-not-collected";
import { CASH_NOT_COLLECTED_LIMIT } from "./payment-methods";

// The abuse guard on cash (decision 030): a cash order nobody paid for, cancelled once it was
// ready or out for delivery, is a food order made for nothing. Two of them and the customer may
// not pay cash again until the owner clears it (Customer.cashClearedAt); card stays open to them.

export async function isCashBlocked(customerId: string, db: DbClient | DbTransaction = getDb()): Promise<boolean> {
  return (await countCashNotCollected(customerId, db)) >= CASH_NOT_COLLECTED_LIMIT;
}

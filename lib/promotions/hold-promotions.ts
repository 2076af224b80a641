import "server-only";
import type { DbTransaction } from "@/lib/platform/db";
import { isOncePerCustomer } from "./evaluate";
import { countingOrder, customerHasPaidOrder } from "./order-predicates";

/**
 * Of the promotions a new pending order is about to hold, those it may no longer have: taken
 * since the basket was priced by another order of the customer (once per customer, first order)
 * or by anyone (a usage cap). Runs in the transaction that creates the order, after the
 * customer's checkout lock, so the customer's orders queue; a capped promotion's uses queue on
 * a lock of their own, taken in id order so two checkouts cannot wait on each other. The order
 * and its redemptions are written in the same transaction, so the next in the queue counts them.
 */
export async function findTakenPromotions(
  tx: DbTransaction,
  input: {
    customerId: string;
    promotionIds: string[];
    /**
     * The basket being checked out (lib/ordering/basket/basket-key.ts): an unpaid order of the same
     * basket (opened with another way of paying or another tip) holds its offers for this checkout,
     * as the basket's own pricing already counts it (decision 030).
     */
    ownBasketKey?: string | null;
  },
): Promise<string[]> {
  const counting = input.ownBasketKey
    ? {
        AND: [
          countingOrder(),
          { NOT: { status: "pending" as const, customerId: input.customerId, basketKey: input.ownBasketKey } },
        ],
      }
    : countingOrder();
  if (!input.promotionIds.length) return [];
  const rules = await tx.promotion.findMany({
    where: { id: { in: input.promotionIds } },
    select: { id: true, audience: true, oncePerCustomer: true, usageCap: true },
    orderBy: { id: "asc" },
  });
  for (const rule of rules) {
    if (rule.usageCap !== null)
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`promotion:${rule.id}`}, 0))`;
  }
  const taken: string[] = [];
  for (const rule of rules) {
    if (isOncePerCustomer(rule)) {
      const mine = await tx.promotionRedemption.count({
        where: { promotionId: rule.id, customerId: input.customerId, order: counting },
      });
      const hasPaidOrder = rule.audience === "first_order" && (await customerHasPaidOrder(tx, input.customerId));
      if (mine > 0 || hasPaidOrder) {
        taken.push(rule.id);
        continue;
      }
    }
    if (
      rule.usageCap !== null &&
      (await tx.promotionRedemption.count({ where: { promotionId: rule.id, order: counting } })) >= rule.usageCap
    ) {
      taken.push(rule.id);
    }
  }
  return taken;
}

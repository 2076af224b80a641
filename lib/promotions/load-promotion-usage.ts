import "server-only";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { countingOrder, honouredOrder, payableOrder } from "./order-predicates";
import type { PromotionRule } from "./types";

/**
 * The uses of the capped promotions among `rules`, the live ones a basket may meet: only a capped
 * promotion asks how often it was used (evaluate.ts). Counting every offer's redemptions, then
 * every capped offer's, read the shop's whole history of offers on each basket priced, the ended
 * ones too (docs/speed-log.md, 2026-12-01 afternoon and 2026-12-02); with no capped offer live,
 * nothing is asked.
 */
async function countCappedUses(rules: PromotionRule[]) {
  const capped = rules.filter((rule) => rule.usageCap !== null).map((rule) => rule.id);
  if (!capped.length) return [];
  return getDb().promotionRedemption.groupBy({
    by: ["promotionId"],
    where: { promotionId: { in: capped }, order: countingOrder() },
    _count: { _all: true },
  });
}

/**
 * How often each capped promotion of `rules` is used (honoured orders and payable unpaid ones),
 * which this customer has used on an honoured order (order-predicates.ts: a rejected or cancelled
 * one gave nothing), and which another unpaid order of theirs holds. The
 * holds of a pending order frozen from the basket being priced (`ownCheckoutKey`,
 * lib/ordering/basket/basket-key.ts) are left out: that basket is the order's own checkout, and a
 * repeated checkout of it reuses it. `rules` may still be loading: only the count waits for them.
 */
export async function loadPromotionUsage(
  customerId: string | null,
  rules: Promise<PromotionRule[]>,
  ownCheckoutKey: string | null = null,
) {
  const db = getDb();
  const [used, mine, myHolds] = await Promise.all([
    rules.then(countCappedUses),
    customerId
      ? db.promotionRedemption.findMany({
          where: { customerId, order: honouredOrder() },
          select: { promotionId: true },
          distinct: ["promotionId"],
        })
      : Promise.resolve([]),
    customerId
      ? db.promotionRedemption.findMany({
          where: { customerId, order: payableOrder() },
          select: {
            promotionId: true,
            order: {
              select: {
                status: true,
                basketKey: true,
                createdAt: true,
                paymentMethod: true,
                payments: {
                  where: { status: "created" },
                  select: { createdAt: true },
                  orderBy: { createdAt: "desc" },
                  take: 1,
                },
              },
            },
          },
        })
      : Promise.resolve([]),
  ]);
  const timesUsed = new Map<string, number>();
  const count = (id: string, n: number) => timesUsed.set(id, (timesUsed.get(id) ?? 0) + n);
  for (const row of used) count(row.promotionId, row._count._all);
  const expireMs = getConfig().PAYMENT_EXPIRE_AFTER_S * 1000;
  const heldByCustomer = new Map<string, { since: Date; until: Date | null }>();
  for (const hold of myHolds) {
    // Only an unpaid checkout is the basket's own to reuse: a placed cash order of the same basket
    // (the same dishes to the same saved address) holds its offers like any other.
    if (ownCheckoutKey !== null && hold.order.status === "pending" && hold.order.basketKey === ownCheckoutKey) {
      count(hold.promotionId, -1);
      continue;
    }
    const paymentMade = hold.order.payments[0]?.createdAt ?? hold.order.createdAt;
    // A cash order holds until it is paid or ends, not for a set time.
    const until = hold.order.paymentMethod === "cash" ? null : new Date(paymentMade.getTime() + expireMs);
    const known = heldByCustomer.get(hold.promotionId);
    if (!known || (known.until !== null && (until === null || known.until < until))) {
      heldByCustomer.set(hold.promotionId, { since: hold.order.createdAt, until });
    }
  }
  return { timesUsed, usedByCustomer: new Set(mine.map((m) => m.promotionId)), heldByCustomer };
}

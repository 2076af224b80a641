import "server-only";
import { getDb } from "@/lib/db/client";
import { promotionSelect, ruleFromRow, type PromotionRow } from "./rule-from-row";
import type { PromotionRule } from "./types";

/** Promotions not retired and not over at `now`: those a basket may meet. */
export async function loadPromotionRows(now: Date): Promise<PromotionRow[]> {
  return getDb().promotion.findMany({
    where: { retiredAt: null, OR: [{ endsAt: null }, { endsAt: { gt: now } }] },
    select: promotionSelect,
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
  });
}

export async function loadPromotionRules(now: Date): Promise<PromotionRule[]> {
  return (await loadPromotionRows(now)).flatMap((row) => {
    const rule = ruleFromRow(row);
    return rule ? [rule] : [];
  });
}

/** How often each promotion has been used on a paid order, and which this customer has used. */
export async function loadPromotionUsage(customerId: string | null) {
  const db = getDb();
  const [totals, mine] = await Promise.all([
    db.promotionRedemption.groupBy({ by: ["promotionId"], where: { order: { placedAt: { not: null } } }, _count: { _all: true } }),
    customerId
      ? db.promotionRedemption.findMany({
          where: { customerId, order: { placedAt: { not: null } } },
          select: { promotionId: true },
          distinct: ["promotionId"],
        })
      : Promise.resolve([]),
  ]);
  return {
    timesUsed: new Map(totals.map((t) => [t.promotionId, t._count._all])),
    usedByCustomer: new Set(mine.map((m) => m.promotionId)),
  };
}

import "server-only";
import { getDb } from "@/lib/platform/db";
import { honouredOrder } from "./order-predicates";
import { promotionSelect, type PromotionRow } from "./rule-from-row";

export async function listPromotionsForAdmin(): Promise<(PromotionRow & { timesUsed: number })[]> {
  const db = getDb();
  const [rows, counts] = await Promise.all([
    db.promotion.findMany({
      select: promotionSelect,
      orderBy: [{ retiredAt: { sort: "desc", nulls: "first" } }, { position: "asc" }],
    }),
    // Counted as the basket counts a use, so the admin's figure is the one a usage cap meets.
    db.promotionRedemption.groupBy({ by: ["promotionId"], where: { order: honouredOrder() }, _count: { _all: true } }),
  ]);
  const used = new Map(counts.map((c) => [c.promotionId, c._count._all]));
  return rows.map((r) => ({ ...r, timesUsed: used.get(r.id) ?? 0 }));
}

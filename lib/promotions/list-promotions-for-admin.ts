import "server-only";
import { getDb } from "@/lib/platform/db";
import { paidOrder } from "./order-predicates";
import { promotionSelect, type PromotionRow } from "./rule-from-row";

export async function listPromotionsForAdmin(): Promise<(PromotionRow & { timesUsed: number })[]> {
  const db = getDb();
  const [rows, counts] = await Promise.all([
    db.promotion.findMany({
      select: promotionSelect,
      orderBy: [{ retiredAt: { sort: "desc", nulls: "first" } }, { position: "asc" }],
    }),
    db.promotionRedemption.groupBy({ by: ["promotionId"], where: { order: paidOrder() }, _count: { _all: true } }),
  ]);
  const used = new Map(counts.map((c) => [c.promotionId, c._count._all]));
  return rows.map((r) => ({ ...r, timesUsed: used.get(r.id) ?? 0 }));
}

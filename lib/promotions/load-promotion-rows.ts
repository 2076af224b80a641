import "server-only";
import { keptTradingRead } from "@/lib/platform/cache";
import { getDb } from "@/lib/platform/db";
import { promotionSelect, type PromotionRow } from "./rule-from-row";

function readPromotionRows(now: Date): Promise<PromotionRow[]> {
  return getDb().promotion.findMany({
    where: { retiredAt: null, OR: [{ endsAt: null }, { endsAt: { gt: now } }] },
    select: promotionSelect,
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
  });
}

/** How far back the kept copy also holds ended offers, so a `now` a little before its read is served too. */
const KEPT_ENDED_MS = 60 * 60_000;

type TKeptRows = { coversFrom: Date; rows: PromotionRow[] };

const keptPromotionRows = keptTradingRead("promotion-rows", async (): Promise<TKeptRows> => {
  const coversFrom = new Date(Date.now() - KEPT_ENDED_MS);
  return { coversFrom, rows: await readPromotionRows(coversFrom) };
});

/** Promotions not retired and not over at `now`: those a basket may meet. */
export async function loadPromotionRows(now: Date): Promise<PromotionRow[]> {
  const kept = await keptPromotionRows();
  if (now < kept.coversFrom) return readPromotionRows(now);
  return kept.rows.filter((row) => row.endsAt === null || row.endsAt > now);
}

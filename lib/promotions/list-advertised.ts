import "server-only";
import { getDb } from "@/lib/platform/db";
import { describeSchedule } from "./describe-schedule";
import type { Placement } from "./input";
import { loadPromotionRows } from "./load-promotion-rows";
import { honouredOrder } from "./order-predicates";
import { ruleFromRow } from "./rule-from-row";
import { isWithinWindow } from "./schedule";

export type AdvertisedPromotion = {
  id: string;
  name: string;
  headline: string;
  badge: string;
  description: string;
  imagePath: string | null;
  code: string | null;
  placements: Placement[];
  /** When it runs, in words, for offers limited to some days or hours, or ending. */
  schedule: string | null;
  /** False for a weekly offer outside its hours: shown with its schedule, not applied now. */
  isLiveNow: boolean;
  endsAt: Date | null;
  linkCategoryId: string | null;
};

/**
 * The capped promotions among `rows` whose every use is taken by honoured orders (paid, not
 * rejected or cancelled): a customer would only be told the code "has been fully claimed". Uses
 * held by unpaid orders are not counted here, as they may yet be released; only capped offers are
 * asked about, so most pages ask nothing.
 */
async function findUsedUp(rows: { id: string; usageCap: number | null }[]): Promise<Set<string>> {
  const capped = rows.filter((r) => r.usageCap !== null);
  if (!capped.length) return new Set();
  const uses = await getDb().promotionRedemption.groupBy({
    by: ["promotionId"],
    where: { promotionId: { in: capped.map((r) => r.id) }, order: honouredOrder() },
    _count: { _all: true },
  });
  const used = new Map(uses.map((u) => [u.promotionId, u._count._all]));
  return new Set(capped.filter((r) => (used.get(r.id) ?? 0) >= r.usageCap!).map((r) => r.id));
}

/**
 * What the pages may advertise at `now`: every promotion that has started and not ended or
 * been retired, can still give what it promises and has uses left. Nothing else is ever advertised.
 */
export async function listAdvertisedPromotions(now: Date): Promise<AdvertisedPromotion[]> {
  const rows = await loadPromotionRows(now);
  const usedUp = await findUsedUp(rows);
  return rows.flatMap((row) => {
    const rule = ruleFromRow(row);
    if (!rule || (row.startsAt && row.startsAt > now) || usedUp.has(row.id)) return [];
    return [
      {
        id: row.id,
        name: row.name,
        headline: row.headline,
        badge: row.badge,
        description: row.description,
        imagePath: row.imagePath,
        code: row.code,
        placements: row.placements,
        schedule: describeSchedule(rule.window, now),
        isLiveNow: isWithinWindow(rule.window, now),
        endsAt: row.endsAt,
        linkCategoryId: row.linkCategoryId,
      },
    ];
  });
}

/**
 * How soon a page showing a capped offer is drawn again: its last use is taken by a customer's
 * payment, which is not a write of the shop's data and so does not expire the pages itself.
 */
const CAPPED_RECHECK_MS = 5 * 60_000;

/**
 * When the list above next changes by itself (a start, an end, or a capped offer's last use), for
 * caches to expire then.
 */
export async function nextAdvertisingChange(now: Date): Promise<Date | null> {
  const rows = await loadPromotionRows(now);
  const recheck = rows.some((r) => r.usageCap !== null) ? new Date(now.getTime() + CAPPED_RECHECK_MS) : null;
  const times = [...rows.flatMap((r) => [r.startsAt, r.endsAt]), recheck].filter((t): t is Date => !!t && t > now);
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}

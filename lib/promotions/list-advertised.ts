import "server-only";
import { describeSchedule } from "./describe-schedule";
import type { Placement } from "./input";
import { loadPromotionRows } from "./load-promotion-rows";
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
 * What the pages may advertise at `now`: every promotion that has started and not ended or
 * been retired, and can still give what it promises. Nothing else is ever advertised.
 */
export async function listAdvertisedPromotions(now: Date): Promise<AdvertisedPromotion[]> {
  const rows = await loadPromotionRows(now);
  return rows.flatMap((row) => {
    const rule = ruleFromRow(row);
    if (!rule || (row.startsAt && row.startsAt > now)) return [];
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

/** When the list above next changes by itself (a start or an end), for caches to expire then. */
export async function nextAdvertisingChange(now: Date): Promise<Date | null> {
  const rows = await loadPromotionRows(now);
  const times = rows.flatMap((r) => [r.startsAt, r.endsAt]).filter((t): t is Date => !!t && t > now);
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}

import "server-only";
import { cache } from "react";
import { renderAgainBy } from "@/lib/platform/cache";
import type { Placement } from "./input";
import { listAdvertisedPromotions, nextAdvertisingChange, type AdvertisedPromotion } from "./list-advertised";

/**
 * The promotions the pages advertise now, read once per render however many parts show them. A
 * cached page that shows them is rendered again when one starts or ends.
 */
export const getAdvertisedPromotions = cache(async () => {
  const now = new Date();
  const [promotions, change] = await Promise.all([listAdvertisedPromotions(now), nextAdvertisingChange(now)]);
  await renderAgainBy(change, now);
  return promotions;
});

export async function advertisedAt(placement: Placement): Promise<AdvertisedPromotion[]> {
  return (await getAdvertisedPromotions()).filter((p) => p.placements.includes(placement));
}

/**
 * The one promotion a placement with room for one shows (the banner, the order page's card): the
 * newest placed there. Promotions are kept in the order they were made and the admin has no way
 * to reorder them, so the first would be the seeded one for good and the owner's own, made later,
 * never shown.
 */
export async function advertisedInSlot(placement: "banner" | "order_page"): Promise<AdvertisedPromotion | null> {
  return (await advertisedAt(placement)).at(-1) ?? null;
}

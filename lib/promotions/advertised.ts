import "server-only";
import { cache } from "react";
import type { Placement } from "./input";
import { listAdvertisedPromotions, type AdvertisedPromotion } from "./list-advertised";

/** The promotions the pages advertise now, read once per request however many parts show them. */
export const getAdvertisedPromotions = cache(() => listAdvertisedPromotions(new Date()));

export async function advertisedAt(placement: Placement): Promise<AdvertisedPromotion[]> {
  return (await getAdvertisedPromotions()).filter((p) => p.placements.includes(placement));
}

import "server-only";
import type { AdvertisedPromotion } from "@/lib/promotions";
import { absoluteMediaUrl } from "../../media-url";
import type { TPromotionDto } from "./contract";

export function promotionLink(p: Pick<AdvertisedPromotion, "linkCategoryId">): string {
  return p.linkCategoryId ? `/order?category=${p.linkCategoryId}#menu` : "/order#menu";
}

export function presentPromotion(p: AdvertisedPromotion): TPromotionDto {
  return {
    _id: p.id,
    name: p.name,
    headline: p.headline,
    badge: p.badge,
    description: p.description,
    image: absoluteMediaUrl(p.imagePath),
    code: p.code,
    placements: p.placements,
    schedule: p.schedule,
    liveNow: p.isLiveNow,
    endsAt: p.endsAt?.toISOString() ?? null,
    link: promotionLink(p),
  };
}

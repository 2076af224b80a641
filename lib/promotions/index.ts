import "server-only";

export { advertisedAt, advertisedInSlot, getAdvertisedPromotions } from "./advertised";
export {
  NO_PROMOTIONS,
  freeOrderLines,
  redemptionsOf,
  totalsWithPromotions,
  type BasketPromotions,
  type CodeState,
} from "./basket-promotions";
export { createPromotion } from "./create-promotion";
export { normaliseCode } from "./evaluate";
export { findTakenPromotions } from "./hold-promotions";
export { isKnownCode } from "./is-known-code";
export { listAdvertisedPromotions, type AdvertisedPromotion } from "./list-advertised";
export { listPromotionChoices } from "./list-promotion-choices";
export { listPromotionsForAdmin } from "./list-promotions-for-admin";
export { loadPromotionRules } from "./load-promotion-rules";
export { loadPromotionUsage } from "./load-promotion-usage";
export { priceBasketPromotions } from "./price-basket";
export { retirePromotion } from "./retire-promotion";
export { canStillGive, type PromotionRow } from "./rule-from-row";
export { updatePromotion } from "./update-promotion";

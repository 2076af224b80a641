import "server-only";

export { advertisedAt, getAdvertisedPromotions } from "./advertised";
export { createPromotion } from "./create-promotion";
export { findTakenPromotions } from "./hold-promotions";
export { listAdvertisedPromotions, type AdvertisedPromotion } from "./list-advertised";
export { listPromotionChoices } from "./list-promotion-choices";
export { listPromotionsForAdmin } from "./list-promotions-for-admin";
export { loadPromotionRules, loadPromotionUsage } from "./load-rules";
export {
  NO_PROMOTIONS,
  freeOrderLines,
  isKnownCode,
  priceBasketPromotions,
  redemptionsOf,
  totalsWithPromotions,
  type BasketPromotions,
  type CodeState,
} from "./price-basket";
export { retirePromotion } from "./retire-promotion";
export { type PromotionRow } from "./rule-from-row";
export { updatePromotion } from "./update-promotion";

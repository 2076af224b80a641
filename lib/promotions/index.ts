import "server-only";

export { advertisedAt, getAdvertisedPromotions } from "./advertised";
export { findTakenPromotions } from "./hold-promotions";
export { listAdvertisedPromotions, type AdvertisedPromotion } from "./list-advertised";
export { listPromotionChoices } from "./list-promotion-choices";
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
export { type PromotionRow } from "./rule-from-row";
export { createPromotion, listPromotionsForAdmin, retirePromotion, updatePromotion } from "./save-promotion";

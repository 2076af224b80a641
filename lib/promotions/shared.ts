export { PLACEMENTS, PROMOTION_KINDS, type Placement, type PromotionInput, type PromotionKind } from "./input";
export { AUDIENCES, DIETARY_LABELS, type Audience, type DietaryLabel, type PromotionChoices } from "./types";
export { allocate, percentOf } from "./allocate";

export {
  ALLERGENS,
  ALLERGEN_LABELS,
  ALLERGEN_SHORT,
  DIETARY_LABELS,
  DIETARY_NAMES,
  SPICE_MAX,
  SPICE_NAMES,
  isAllergenCode,
  lineAllergens,
  lineDietary,
  sortAllergens,
  type AllergenCode,
  type DietaryCode,
} from "./allergens";
export { CATEGORY_CHOICES, IMAGE_MAX_BYTES } from "./category-choices";
export {
  PRERENDERED_PREFIX,
  isPrerenderedPage,
  parseOrderView,
  parseRestaurantView,
  prerenderedPathFor,
} from "./storefront-views";
export {
  SIZES,
  type AvailabilityView,
  type CategoryItemView,
  type CategoryView,
  type CategoryWithItemsView,
  type Size,
  type SubcategoryView,
} from "./types";
export { SIZE_LABELS, formatSize, packPricesBySize, unpackPricesBySize } from "./sizes";
export { dietFilterQuery, isFiltering, matchesDietFilter, type DietFilter } from "./diet-filter";
export { optionPriceFor, priceChosenExtras } from "./price-extras";
export type { ChosenExtra, OptionGroupView, OptionView } from "./option-types";
export { MENU_SYNONYMS, matchesMenuQuery, normaliseSearchText, queryTerms, type QueryTerm } from "./search";
export { pictureSources } from "./picture-widths";

import "server-only";

export { menuArtPath, type ArtKind } from "./art-path";
export { availabilitySelect, isAvailable, isSoldOut, type AvailabilityFields } from "./availability";
export { assertCanAdd, assertLinesOrderable, isLineOrderable, unorderableLinesMessage } from "./check-orderable";
export { addCategory, deleteCategory, renameCategory } from "./edit-categories";
export { addCategoryItem, deleteCategoryItem, updateCategoryItem } from "./edit-category-items";
export { addSubcategory, deleteSubcategory, updateSubcategory } from "./edit-subcategories";
export { type CategoryItemInput, type SubcategoryInput } from "./edit-types";
export { readFrozenExtras } from "./frozen-extras";
export { CUSTOMERS, STAFF, type MenuAudience } from "./item-select";
export { groupsOfItem, itemGroupsSelect } from "./option-group-select";
export { type ChosenExtra, type OptionGroupView } from "./option-types";
export { readCategoriesWithItems } from "./read-categories-with-items";
export { readCategoriesWithVariants, type CategoryWithItemsAndVariantsView } from "./read-categories-with-variants";
export { readCategories } from "./read-categories";
export { readCategoryItem } from "./read-category-item";
export { readSubcategories } from "./read-subcategories";
export { readSubcategory } from "./read-subcategory";
export { resolveExtras, type ItemWithGroups } from "./resolve-extras";
export {
  createOptionGroup,
  deleteOptionGroup,
  listOptionGroupsForAdmin,
  type AdminOptionGroup,
  type OptionGroupInput,
  updateOptionGroup,
} from "./save-option-group";
export { type AvailabilityResult, type AvailabilityState, setAvailability } from "./set-availability";
export { shareRepeatedExtras } from "./share-repeated-extras";
export { storeMenuImage } from "./store-menu-image";
export {
  getCategoryItem,
  getSubcategory,
  listCategories,
  listCategoriesWithItems,
  listCategoryItems,
  listSubcategories,
} from "./storefront-reads";

import "server-only";

export { addCategory } from "./add-category";
export { addCategoryItem } from "./add-category-item";
export { addSubcategory } from "./add-subcategory";
export { menuArtPath, type ArtKind } from "./art-path";
export { availabilitySelect, isAvailable, isSoldOut, type AvailabilityFields } from "./availability";
export { assertCanAdd, assertLinesOrderable, isLineOrderable, unorderableLinesMessage } from "./check-orderable";
export { createOptionGroup } from "./create-option-group";
export { deleteCategory } from "./delete-category";
export { deleteCategoryItem } from "./delete-category-item";
export { deleteOptionGroup } from "./delete-option-group";
export { deleteSubcategory } from "./delete-subcategory";
export { type CategoryItemInput, type SubcategoryInput } from "./edit-types";
export { readFrozenExtras } from "./frozen-extras";
export { CUSTOMERS, STAFF, type MenuAudience } from "./item-select";
export { listOptionGroupsForAdmin } from "./list-option-groups-for-admin";
export { type AdminOptionGroup, type OptionGroupInput } from "./option-group-admin";
export { groupsOfItem, itemGroupsSelect } from "./option-group-select";
export { type ChosenExtra, type OptionGroupView } from "./option-types";
export { readCategoriesWithItems } from "./read-categories-with-items";
export { readCategoriesWithVariants, type CategoryWithItemsAndVariantsView } from "./read-categories-with-variants";
export { readCategories } from "./read-categories";
export { readCategoryItem } from "./read-category-item";
export { readSubcategories } from "./read-subcategories";
export { readSubcategory } from "./read-subcategory";
export { renameCategory } from "./rename-category";
export { resolveExtras, type ItemWithGroups } from "./resolve-extras";
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
export { updateCategoryItem } from "./update-category-item";
export { updateOptionGroup } from "./update-option-group";
export { updateSubcategory } from "./update-subcategory";

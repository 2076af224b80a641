import { updateCategoryItemById } from "@/lib/api/admin/menu/contract";
import { prepareCategoryItemUpdate, replyWithUpdatedCategoryItem } from "@/lib/api/admin/menu/update-category-item";
import { handleWithPrepared } from "@/lib/api/handle";

/** The original client's API module also names this path for the item update. */
export const PATCH = handleWithPrepared(
  updateCategoryItemById,
  prepareCategoryItemUpdate,
  replyWithUpdatedCategoryItem,
);

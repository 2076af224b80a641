import { updateCategoryItem } from "@/lib/api/admin/menu/contract";
import { prepareCategoryItemUpdate, replyWithUpdatedCategoryItem } from "@/lib/api/admin/menu/update-category-item";
import { handle, handleWithPrepared } from "@/lib/api/handle";
import { menuAudienceOf } from "@/lib/api/store/catalogue/audience";
import { getCategoryItem } from "@/lib/api/store/catalogue/contract";
import { presentCategoryItem } from "@/lib/api/store/catalogue/present";
import { getCategoryItem as readItem } from "@/lib/menu";

export const GET = handle(getCategoryItem, async ({ req, params }) => ({
  data: presentCategoryItem(await readItem(params.id, await menuAudienceOf(req))),
  message: "Category item",
}));

/** The spec's client sends the item update to this same path, with the add form's fields. */
export const PATCH = handleWithPrepared(updateCategoryItem, prepareCategoryItemUpdate, replyWithUpdatedCategoryItem);

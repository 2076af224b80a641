import { updateCategoryItem } from "@/lib/api/admin/menu/contract";
import { replyWithUpdatedCategoryItem } from "@/lib/api/admin/menu/update-category-item";
import { handle } from "@/lib/api/handle";
import { getCategoryItem } from "@/lib/api/store/catalogue/contract";
import { presentCategoryItem } from "@/lib/api/store/catalogue/present";
import { getCategoryItem as readItem } from "@/lib/catalogue/storefront-reads";

export const GET = handle(getCategoryItem, async ({ params }) => ({
  data: presentCategoryItem(await readItem(params.id)),
  message: "Category item",
}));

/** The spec's client sends the item update to this same path, with the add form's fields. */
export const PATCH = handle(updateCategoryItem, replyWithUpdatedCategoryItem);

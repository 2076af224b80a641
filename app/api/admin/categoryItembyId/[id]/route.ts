import { updateCategoryItem } from "@/lib/admin/menu/category-items";
import { readCategoryItemForm } from "@/lib/admin/menu/read-forms";
import { storeMenuImage } from "@/lib/admin/menu/upload";
import { handle } from "@/lib/api/handle";
import { getCategoryItem } from "@/lib/api/store/catalogue/contract";
import { presentCategoryItem } from "@/lib/api/store/catalogue/present";
import { getCategoryItem as readItem } from "@/lib/catalogue/get-category-item";
import { parseId } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/request-auth";

export const GET = handle(getCategoryItem, async ({ params }) => ({
  data: presentCategoryItem(await readItem(params.id)),
  message: "Category item",
}));

/** The spec's client sends the item update to this same path, with the add form's fields. */
export const PATCH = route<{ id: string }>(async (req, { id }) => {
  await requireAdmin(req);
  const itemId = parseId(id, "category item id");
  const { fields, image } = await readCategoryItemForm(req);
  const imagePath = image ? await storeMenuImage("image", image, "item") : null;
  await updateCategoryItem(itemId, fields, imagePath);
  return ok(presentCategoryItem(await readItem(itemId)), "Category item updated successfully");
});

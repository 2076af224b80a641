import { updateCategoryItem } from "@/lib/admin/menu/category-items";
import { readCategoryItemForm } from "@/lib/admin/menu/read-forms";
import { storeMenuImage } from "@/lib/admin/menu/upload";
import { requireAdmin } from "@/lib/auth/request-auth";
import { getCategoryItem } from "@/lib/catalogue/get-category-item";
import { presentCategoryItem } from "@/lib/catalogue/present";
import { parseId } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route<{ id: string }>(async (_req, { id }) => {
  const item = await getCategoryItem(parseId(id, "category item id"));
  return ok(presentCategoryItem(item), "Category item");
});

/** The spec's client sends the item update to this same path, with the add form's fields. */
export const PATCH = route<{ id: string }>(async (req, { id }) => {
  await requireAdmin(req);
  const itemId = parseId(id, "category item id");
  const { fields, image } = await readCategoryItemForm(req);
  const imagePath = image ? await storeMenuImage("image", image, "item") : null;
  await updateCategoryItem(itemId, fields, imagePath);
  return ok(presentCategoryItem(await getCategoryItem(itemId)), "Category item updated successfully");
});

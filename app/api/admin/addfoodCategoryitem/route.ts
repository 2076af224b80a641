import { addCategoryItem } from "@/lib/admin/menu/category-items";
import { readCategoryItemForm } from "@/lib/admin/menu/read-forms";
import { storeMenuImage } from "@/lib/admin/menu/upload";
import { requireAdmin } from "@/lib/auth/request-auth";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route(async (req) => {
  await requireAdmin(req);
  const { fields, image } = await readCategoryItemForm(req);
  const imagePath = image ? await storeMenuImage("image", image, "item") : null;
  const item = await addCategoryItem(fields, imagePath);
  return ok({ _id: item.id }, "Category item added successfully", { status: 201 });
});

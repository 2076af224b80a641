import { renameCategory } from "@/lib/admin/menu/categories";
import { ZCategorySchema } from "@/lib/admin/menu/schemas";
import { requireAdmin } from "@/lib/auth/request-auth";
import { readJson } from "@/lib/http/body";
import { parseId } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const PATCH = route<{ id: string }>(async (req, { id }) => {
  await requireAdmin(req);
  const categoryId = parseId(id, "category id");
  const { Categoryname } = await readJson(req, ZCategorySchema);
  const category = await renameCategory(categoryId, Categoryname);
  return ok({ _id: category.id, Categoryname: category.name }, "Category updated successfully");
});

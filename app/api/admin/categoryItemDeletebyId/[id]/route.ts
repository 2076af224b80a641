import { deleteCategoryItem } from "@/lib/admin/menu/category-items";
import { requireAdmin } from "@/lib/auth/request-auth";
import { parseId } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const DELETE = route<{ id: string }>(async (req, { id }) => {
  await requireAdmin(req);
  await deleteCategoryItem(parseId(id, "category item id"));
  return ok(null, "Category item removed successfully");
});

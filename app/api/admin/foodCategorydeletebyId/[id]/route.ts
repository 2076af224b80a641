import { deleteCategory } from "@/lib/admin/menu/categories";
import { requireAdmin } from "@/lib/auth/request-auth";
import { parseId } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const DELETE = route<{ id: string }>(async (req, { id }) => {
  await requireAdmin(req);
  await deleteCategory(parseId(id, "category id"));
  return ok(null, "Category removed successfully");
});

import { deleteSubcategory } from "@/lib/admin/menu/subcategories";
import { requireAdmin } from "@/lib/auth/request-auth";
import { parseId } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const DELETE = route<{ id: string }>(async (req, { id }) => {
  await requireAdmin(req);
  await deleteSubcategory(parseId(id, "subcategory id"));
  return ok(null, "Subcategory removed successfully");
});

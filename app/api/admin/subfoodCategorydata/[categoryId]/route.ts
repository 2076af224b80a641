import { listSubcategories } from "@/lib/catalogue/list-subcategories";
import { presentSubcategory } from "@/lib/catalogue/present";
import { parseId } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route<{ categoryId: string }>(async (_req, { categoryId }) => {
  const subcategories = await listSubcategories(parseId(categoryId, "category id"));
  return ok({ subcategories: subcategories.map(presentSubcategory) }, "Subcategories");
});

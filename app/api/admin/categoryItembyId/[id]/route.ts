import { getCategoryItem } from "@/lib/catalogue/get-category-item";
import { presentCategoryItem } from "@/lib/catalogue/present";
import { parseId } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route<{ id: string }>(async (_req, { id }) => {
  const item = await getCategoryItem(parseId(id, "category item id"));
  return ok(presentCategoryItem(item), "Category item");
});

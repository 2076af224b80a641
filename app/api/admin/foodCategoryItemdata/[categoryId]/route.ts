import { listCategoryItems } from "@/lib/catalogue/list-category-items";
import { presentCategoryItem } from "@/lib/catalogue/present";
import { parseId } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route<{ categoryId: string }>(async (_req, { categoryId }) => {
  const items = await listCategoryItems(parseId(categoryId, "category id"));
  return ok({ categoryIteam: items.map(presentCategoryItem) }, "Category items");
});

import { listCategoriesWithItems } from "@/lib/catalogue/list-categories-with-items";
import { presentCategory, presentCategoryItem } from "@/lib/catalogue/present";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route(async () => {
  const categories = await listCategoriesWithItems();
  return ok(
    categories.map((c) => ({ ...presentCategory(c), categoryIteam: c.items.map(presentCategoryItem) })),
    "Categories with items",
  );
});

import { handle } from "@/lib/api/handle";
import { listCategoriesWithItems } from "@/lib/api/store/catalogue/contract";
import { presentCategory, presentCategoryItem } from "@/lib/api/store/catalogue/present";
import { listCategoriesWithItems as readMenu } from "@/lib/catalogue/storefront-reads";

export const GET = handle(listCategoriesWithItems, async () => {
  const categories = await readMenu();
  return {
    data: categories.map((c) => ({ ...presentCategory(c), categoryIteam: c.items.map(presentCategoryItem) })),
    message: "Categories with items",
  };
});

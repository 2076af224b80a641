import { handle } from "@/lib/api/handle";
import { listCategoryItems } from "@/lib/api/store/catalogue/contract";
import { presentCategoryItem } from "@/lib/api/store/catalogue/present";
import { listCategoryItems as readItems } from "@/lib/catalogue/storefront-reads";

export const GET = handle(listCategoryItems, async ({ params }) => ({
  data: { categoryIteam: (await readItems(params.categoryId)).map(presentCategoryItem) },
  message: "Category items",
}));

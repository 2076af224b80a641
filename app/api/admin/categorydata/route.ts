import { handle } from "@/lib/api/handle";
import { menuAudienceOf } from "@/lib/api/store/catalogue/audience";
import { listCategoriesWithItems } from "@/lib/api/store/catalogue/contract";
import { presentCategoryWithItems } from "@/lib/api/store/catalogue/present";
import { listCategoriesWithItems as readMenu } from "@/lib/menu";

export const GET = handle(listCategoriesWithItems, async ({ req }) => {
  const categories = await readMenu(await menuAudienceOf(req));
  return { data: categories.map(presentCategoryWithItems), message: "Categories with items" };
});

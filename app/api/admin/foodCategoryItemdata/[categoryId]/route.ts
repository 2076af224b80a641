import { handle } from "@/lib/api/handle";
import { menuAudienceOf } from "@/lib/api/store/catalogue/audience";
import { listCategoryItems } from "@/lib/api/store/catalogue/contract";
import { presentCategoryItemList } from "@/lib/api/store/catalogue/present";
import { listCategoryItems as readItems } from "@/lib/menu";

export const GET = handle(listCategoryItems, async ({ req, params }) => ({
  data: presentCategoryItemList(await readItems(params.categoryId, await menuAudienceOf(req))),
  message: "Category items",
}));

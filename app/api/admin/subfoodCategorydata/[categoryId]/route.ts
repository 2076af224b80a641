import { handle } from "@/lib/api/handle";
import { menuAudienceOf } from "@/lib/api/store/catalogue/audience";
import { listSubcategories } from "@/lib/api/store/catalogue/contract";
import { presentSubcategory } from "@/lib/api/store/catalogue/present";
import { listSubcategories as readSubcategories } from "@/lib/menu";

export const GET = handle(listSubcategories, async ({ req, params }) => ({
  data: {
    subcategories: (await readSubcategories(params.categoryId, await menuAudienceOf(req))).map(presentSubcategory),
  },
  message: "Subcategories",
}));

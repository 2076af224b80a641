import { handle } from "@/lib/api/handle";
import { listSubcategories } from "@/lib/api/store/catalogue/contract";
import { presentSubcategory } from "@/lib/api/store/catalogue/present";
import { listSubcategories as readSubcategories } from "@/lib/catalogue/storefront-reads";

export const GET = handle(listSubcategories, async ({ params }) => ({
  data: { subcategories: (await readSubcategories(params.categoryId)).map(presentSubcategory) },
  message: "Subcategories",
}));

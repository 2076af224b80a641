import { handle } from "@/lib/api/handle";
import { getSubcategory } from "@/lib/api/store/catalogue/contract";
import { presentSubcategory } from "@/lib/api/store/catalogue/present";
import { getSubcategory as readSubcategory } from "@/lib/catalogue/storefront-reads";

export const GET = handle(getSubcategory, async ({ params }) => ({
  data: presentSubcategory(await readSubcategory(params.id)),
  message: "Subcategory",
}));

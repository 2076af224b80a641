import { handle } from "@/lib/api/handle";
import { menuAudienceOf } from "@/lib/api/store/catalogue/audience";
import { getSubcategory } from "@/lib/api/store/catalogue/contract";
import { presentSubcategory } from "@/lib/api/store/catalogue/present";
import { getSubcategory as readSubcategory } from "@/lib/menu";

export const GET = handle(getSubcategory, async ({ req, params }) => ({
  data: presentSubcategory(await readSubcategory(params.id, await menuAudienceOf(req))),
  message: "Subcategory",
}));

import { getSubcategory } from "@/lib/catalogue/get-subcategory";
import { presentSubcategory } from "@/lib/catalogue/present";
import { parseId } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route<{ id: string }>(async (_req, { id }) => {
  const subcategory = await getSubcategory(parseId(id, "subcategory id"));
  return ok(presentSubcategory(subcategory), "Subcategory");
});

import { listCategories } from "@/lib/catalogue/list-categories";
import { presentCategory } from "@/lib/catalogue/present";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route(async () => {
  const categories = await listCategories();
  return ok(categories.map(presentCategory), "Categories");
});

import "server-only";
import { listCategoriesWithItems } from "@/lib/catalogue/list-categories-with-items";
import { STAFF } from "@/lib/catalogue/select";
import type { TExtrasMenu } from "./form-values";

/** The live menu (hidden dishes too: they may come back) that a group can be put on. */
export async function loadExtrasMenu(): Promise<TExtrasMenu> {
  const categories = await listCategoriesWithItems(STAFF);
  return categories.map((c) => ({ id: c.id, name: c.name, items: c.items.map((i) => ({ id: i.id, name: i.name })) }));
}

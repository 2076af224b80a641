import "server-only";
import { readCategoriesWithItems, STAFF } from "@/lib/menu";
import type { TExtrasMenu } from "./form-values";

/** The live menu (hidden dishes too: they may come back) that a group can be put on. */
export async function loadExtrasMenu(): Promise<TExtrasMenu> {
  const categories = await readCategoriesWithItems(STAFF);
  return categories.map((c) => ({ id: c.id, name: c.name, items: c.items.map((i) => ({ id: i.id, name: i.name })) }));
}

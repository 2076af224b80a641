import "server-only";
import { getDb } from "@/lib/db/client";
import { itemOrder, itemSelect, toItemView } from "./select";
import type { CategoryWithItemsView } from "./types";

export async function listCategoriesWithItems(): Promise<CategoryWithItemsView[]> {
  const rows = await getDb().category.findMany({
    select: { id: true, name: true, items: { select: itemSelect, orderBy: itemOrder } },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
  });
  return rows.map((c) => ({ id: c.id, name: c.name, items: c.items.map(toItemView) }));
}

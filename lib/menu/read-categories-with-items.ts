import "server-only";
import { getDb } from "@/lib/platform/db";
import { CUSTOMERS, itemOrder, itemSelect, toItemView, visibleTo, type MenuAudience } from "./item-select";
import type { CategoryWithItemsView } from "./types";

export async function readCategoriesWithItems(audience: MenuAudience = CUSTOMERS): Promise<CategoryWithItemsView[]> {
  const rows = await getDb().category.findMany({
    select: { id: true, name: true, items: { where: visibleTo(audience), select: itemSelect, orderBy: itemOrder } },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
  });
  const now = new Date();
  return rows.map((c) => ({ id: c.id, name: c.name, items: c.items.map((i) => toItemView(i, now)) }));
}

import "server-only";
import { getDb } from "@/lib/platform/db";
import {
  CUSTOMERS,
  itemOrder,
  itemSelect,
  subcategorySelect,
  toItemView,
  toSubcategoryView,
  visibleTo,
  type MenuAudience,
} from "./item-select";
import type { CategoryWithItemsView, SubcategoryView } from "./types";

export type CategoryWithItemsAndVariantsView = CategoryWithItemsView & { variants: SubcategoryView[] };

/**
 * Every category with its dishes and its variants in one read, so a category deleted while the page
 * is read is simply absent rather than a "not found" between two reads.
 */
export async function readCategoriesWithVariants(
  audience: MenuAudience = CUSTOMERS,
): Promise<CategoryWithItemsAndVariantsView[]> {
  const rows = await getDb().category.findMany({
    select: {
      id: true,
      name: true,
      items: { where: visibleTo(audience), select: itemSelect, orderBy: itemOrder },
      subcategories: {
        where: visibleTo(audience),
        select: subcategorySelect,
        orderBy: [{ position: "asc" }, { createdAt: "asc" }],
      },
    },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
  });
  const now = new Date();
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    items: c.items.map((i) => toItemView(i, now)),
    variants: c.subcategories.map((s) => toSubcategoryView(s, now)),
  }));
}

import "server-only";
import { AppError } from "@/lib/platform/errors";
import { getDb } from "@/lib/platform/db";
import { CUSTOMERS, itemOrder, itemSelect, toItemView, visibleTo, type MenuAudience } from "./item-select";
import type { CategoryItemView } from "./types";

/** The items of a category; an unknown category is a 404, not an empty list. */
export async function readCategoryItems(
  categoryId: string,
  audience: MenuAudience = CUSTOMERS,
): Promise<CategoryItemView[]> {
  const category = await getDb().category.findUnique({
    where: { id: categoryId },
    select: { items: { where: visibleTo(audience), select: itemSelect, orderBy: itemOrder } },
  });
  if (!category) throw AppError.notFound("Category");
  const now = new Date();
  return category.items.map((i) => toItemView(i, now));
}

import "server-only";
import { AppError } from "@/lib/http/app-error";
import { getDb } from "@/lib/db/client";
import { itemOrder, itemSelect, toItemView } from "./select";
import type { CategoryItemView } from "./types";

/** The items of a category; an unknown category is a 404, not an empty list. */
export async function listCategoryItems(categoryId: string): Promise<CategoryItemView[]> {
  const category = await getDb().category.findUnique({
    where: { id: categoryId },
    select: { items: { select: itemSelect, orderBy: itemOrder } },
  });
  if (!category) throw AppError.notFound("Category");
  return category.items.map(toItemView);
}

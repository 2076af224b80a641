import "server-only";
import { AppError } from "@/lib/platform/errors";
import { getDb } from "@/lib/platform/db";
import { CUSTOMERS, subcategorySelect, toSubcategoryView, visibleTo, type MenuAudience } from "./item-select";
import type { SubcategoryView } from "./types";

export async function readSubcategories(
  categoryId: string,
  audience: MenuAudience = CUSTOMERS,
): Promise<SubcategoryView[]> {
  const category = await getDb().category.findUnique({
    where: { id: categoryId },
    select: {
      subcategories: {
        where: visibleTo(audience),
        select: subcategorySelect,
        orderBy: [{ position: "asc" }, { createdAt: "asc" }],
      },
    },
  });
  if (!category) throw AppError.notFound("Category");
  const now = new Date();
  return category.subcategories.map((s) => toSubcategoryView(s, now));
}

import "server-only";
import { AppError } from "@/lib/http/app-error";
import { getDb } from "@/lib/db/client";
import { subcategorySelect, toSubcategoryView } from "./select";
import type { SubcategoryView } from "./types";

export async function listSubcategories(categoryId: string): Promise<SubcategoryView[]> {
  const category = await getDb().category.findUnique({
    where: { id: categoryId },
    select: {
      subcategories: { select: subcategorySelect, orderBy: [{ position: "asc" }, { createdAt: "asc" }] },
    },
  });
  if (!category) throw AppError.notFound("Category");
  return category.subcategories.map(toSubcategoryView);
}

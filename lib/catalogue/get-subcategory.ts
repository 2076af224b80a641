import "server-only";
import { AppError } from "@/lib/http/app-error";
import { getDb } from "@/lib/db/client";
import { subcategorySelect, toSubcategoryView } from "./select";
import type { SubcategoryView } from "./types";

export async function getSubcategory(id: string): Promise<SubcategoryView> {
  const row = await getDb().subcategory.findUnique({ where: { id }, select: subcategorySelect });
  if (!row) throw AppError.notFound("Subcategory");
  return toSubcategoryView(row);
}

import "server-only";
import { AppError } from "@/lib/platform/errors";
import { getDb } from "@/lib/platform/db";
import { CUSTOMERS, subcategorySelect, toSubcategoryView, visibleTo, type MenuAudience } from "./item-select";
import type { SubcategoryView } from "./types";

/** A hidden variant is not found, except by the staff. */
export async function readSubcategory(id: string, audience: MenuAudience = CUSTOMERS): Promise<SubcategoryView> {
  const row = await getDb().subcategory.findFirst({ where: { id, ...visibleTo(audience) }, select: subcategorySelect });
  if (!row) throw AppError.notFound("Subcategory");
  return toSubcategoryView(row);
}

import "server-only";
import { AppError } from "@/lib/http/app-error";
import { getDb } from "@/lib/db/client";
import { CUSTOMERS, subcategorySelect, toSubcategoryView, visibleTo, type MenuAudience } from "./select";
import type { SubcategoryView } from "./types";

/** A hidden variant is not found, except by the staff. */
export async function getSubcategory(id: string, audience: MenuAudience = CUSTOMERS): Promise<SubcategoryView> {
  const row = await getDb().subcategory.findFirst({ where: { id, ...visibleTo(audience) }, select: subcategorySelect });
  if (!row) throw AppError.notFound("Subcategory");
  return toSubcategoryView(row);
}

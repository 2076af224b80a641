import "server-only";
import { AppError } from "@/lib/platform/errors";
import { getDb } from "@/lib/platform/db";
import { CUSTOMERS, itemSelect, toItemView, visibleTo, type MenuAudience } from "./item-select";
import type { CategoryItemView } from "./types";

/** A hidden dish is not found, except by the staff. */
export async function readCategoryItem(id: string, audience: MenuAudience = CUSTOMERS): Promise<CategoryItemView> {
  const row = await getDb().categoryItem.findFirst({ where: { id, ...visibleTo(audience) }, select: itemSelect });
  if (!row) throw AppError.notFound("Category item");
  return toItemView(row);
}

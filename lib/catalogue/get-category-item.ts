import "server-only";
import { AppError } from "@/lib/http/app-error";
import { getDb } from "@/lib/db/client";
import { itemSelect, toItemView } from "./select";
import type { CategoryItemView } from "./types";

export async function getCategoryItem(id: string): Promise<CategoryItemView> {
  const row = await getDb().categoryItem.findUnique({ where: { id }, select: itemSelect });
  if (!row) throw AppError.notFound("Category item");
  return toItemView(row);
}

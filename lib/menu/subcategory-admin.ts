import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import type { SubcategoryInput } from "./edit-types";

export async function assertCategory(categoryId: string) {
  const category = await getDb().category.findUnique({ where: { id: categoryId }, select: { id: true } });
  if (!category)
    throw AppError.invalidInput("Check the highlighted fields and try again.", { categoryId: "Choose a category." });
}

export function allergenData(fields: SubcategoryInput) {
  if (!fields.allergens) return {};
  return { allergensAdded: fields.allergens.added, allergensRemoved: fields.allergens.removed };
}

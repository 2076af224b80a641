import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";

export const DUPLICATE_CATEGORY = "You have already added this category.";

/** "pizzas" and "Pizzas" are the same category to a customer. */
export async function assertNameFree(name: string, exceptId?: string) {
  const same = await getDb().category.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (same) throw new AppError("CONFLICT", DUPLICATE_CATEGORY, { name: DUPLICATE_CATEGORY });
}

/** A dish or a variant is filed under a category that exists: a 400 on its field, not a foreign key's 500. */
export async function assertCategory(categoryId: string) {
  const category = await getDb().category.findUnique({ where: { id: categoryId }, select: { id: true } });
  if (!category)
    throw AppError.invalidInput("Check the highlighted fields and try again.", { categoryId: "Choose a category." });
}

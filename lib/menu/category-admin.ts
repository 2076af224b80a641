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

import "server-only";
import { getDb, isRecordNotFound, isUniqueViolation } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";

export const DUPLICATE_CATEGORY = "You have already added this category.";

/** "pizzas" and "Pizzas" are the same category to a customer. */
async function assertNameFree(name: string, exceptId?: string) {
  const same = await getDb().category.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (same) throw new AppError("CONFLICT", DUPLICATE_CATEGORY, { name: DUPLICATE_CATEGORY });
}

export async function addCategory(name: string) {
  await assertNameFree(name);
  const db = getDb();
  const last = await db.category.aggregate({ _max: { position: true } });
  try {
    return await db.category.create({
      data: { name, position: (last._max.position ?? -1) + 1 },
      select: { id: true, name: true },
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", DUPLICATE_CATEGORY, { name: DUPLICATE_CATEGORY });
    throw err;
  }
}

export async function renameCategory(id: string, name: string) {
  await assertNameFree(name, id);
  try {
    return await getDb().category.update({ where: { id }, data: { name }, select: { id: true, name: true } });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", DUPLICATE_CATEGORY, { name: DUPLICATE_CATEGORY });
    if (isRecordNotFound(err)) throw AppError.notFound("Category");
    throw err;
  }
}

/**
 * Deletes a category with its items and variants. Open baskets lose those lines; placed
 * orders keep their snapshots (their lines only lose the link to the menu).
 */
export async function deleteCategory(id: string) {
  const deleted = await getDb().category.deleteMany({ where: { id } });
  if (deleted.count === 0) throw AppError.notFound("Category");
}

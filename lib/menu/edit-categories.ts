import "server-only";
import { getDb, isRecordNotFound, isUniqueViolation, lockRow } from "@/lib/platform/db";
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

/** Renames a category; answers it with the name it had, for the audit trail. */
export async function renameCategory(id: string, name: string) {
  await assertNameFree(name, id);
  try {
    return await getDb().$transaction(async (tx) => {
      // Locked before it is read: of two renames at once, the second records the first's name.
      if (!(await lockRow(tx, "Category", id))) throw AppError.notFound("Category");
      const before = await tx.category.findUniqueOrThrow({ where: { id }, select: { name: true } });
      const renamed = await tx.category.update({ where: { id }, data: { name }, select: { id: true, name: true } });
      return { ...renamed, previousName: before.name };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", DUPLICATE_CATEGORY, { name: DUPLICATE_CATEGORY });
    if (isRecordNotFound(err)) throw AppError.notFound("Category");
    throw err;
  }
}

/**
 * Deletes a category with its items and variants. Open baskets lose those lines; placed
 * orders keep their snapshots (their lines only lose the link to the menu). Answers what went,
 * for the audit trail.
 */
export async function deleteCategory(id: string) {
  const db = getDb();
  const category = await db.category.findUnique({
    where: { id },
    select: {
      id: true,
      name: true,
      items: { select: { name: true }, orderBy: { position: "asc" } },
      subcategories: { select: { name: true }, orderBy: { position: "asc" } },
    },
  });
  const deleted = await db.category.deleteMany({ where: { id } });
  if (!category || deleted.count === 0) throw AppError.notFound("Category");
  return {
    id: category.id,
    name: category.name,
    itemNames: category.items.map((i) => i.name),
    variantNames: category.subcategories.map((s) => s.name),
  };
}

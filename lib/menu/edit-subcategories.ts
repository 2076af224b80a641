import "server-only";
import { getDb, lockRow } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import type { SubcategoryInput } from "./edit-types";
import { subcategorySelect, toSubcategoryView } from "./item-select";
import type { SubcategoryView } from "./types";

async function assertCategory(categoryId: string) {
  const category = await getDb().category.findUnique({ where: { id: categoryId }, select: { id: true } });
  if (!category)
    throw AppError.invalidInput("Check the highlighted fields and try again.", { categoryId: "Choose a category." });
}

function allergenData(fields: SubcategoryInput) {
  if (!fields.allergens) return {};
  return { allergensAdded: fields.allergens.added, allergensRemoved: fields.allergens.removed };
}

export async function addSubcategory(fields: SubcategoryInput, imagePath: string, coverImagePath: string | null) {
  await assertCategory(fields.categoryId);
  const db = getDb();
  const last = await db.subcategory.aggregate({ where: { categoryId: fields.categoryId }, _max: { position: true } });
  return db.subcategory.create({
    data: {
      categoryId: fields.categoryId,
      name: fields.name,
      imagePath,
      coverImagePath,
      position: (last._max.position ?? -1) + 1,
      ...allergenData(fields),
    },
    select: { id: true },
  });
}

/**
 * Changes a variant. Answers it as it was and as it is now (as the staff see it, hidden or not),
 * for the audit trail's before and after: the row is locked before it is read, so of two admins
 * saving at once the second records the first's save as its before.
 */
export async function updateSubcategory(
  id: string,
  fields: SubcategoryInput,
  images: { imagePath: string | null; coverImagePath: string | null; removeCover: boolean },
): Promise<{ before: SubcategoryView; subcategory: SubcategoryView }> {
  await assertCategory(fields.categoryId);
  return getDb().$transaction(async (tx) => {
    if (!(await lockRow(tx, "Subcategory", id))) throw AppError.notFound("Subcategory");
    const before = await tx.subcategory.findUniqueOrThrow({ where: { id }, select: subcategorySelect });
    const after = await tx.subcategory.update({
      where: { id },
      data: {
        categoryId: fields.categoryId,
        name: fields.name,
        ...allergenData(fields),
        ...(images.imagePath ? { imagePath: images.imagePath } : {}),
        ...(images.coverImagePath
          ? { coverImagePath: images.coverImagePath }
          : images.removeCover
            ? { coverImagePath: null }
            : {}),
      },
      select: subcategorySelect,
    });
    return { before: toSubcategoryView(before), subcategory: toSubcategoryView(after) };
  });
}

/** Deletes a variant; answers what it was, for the audit trail. */
export async function deleteSubcategory(id: string) {
  const db = getDb();
  const variant = await db.subcategory.findUnique({
    where: { id },
    select: { id: true, name: true, categoryId: true },
  });
  const deleted = await db.subcategory.deleteMany({ where: { id } });
  if (!variant || deleted.count === 0) throw AppError.notFound("Subcategory");
  return variant;
}

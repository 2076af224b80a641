import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import type { SubcategoryInput } from "./edit-types";

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

export async function updateSubcategory(
  id: string,
  fields: SubcategoryInput,
  images: { imagePath: string | null; coverImagePath: string | null; removeCover: boolean },
) {
  await assertCategory(fields.categoryId);
  const existing = await getDb().subcategory.findUnique({ where: { id }, select: { id: true } });
  if (!existing) throw AppError.notFound("Subcategory");
  return getDb().subcategory.update({
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
    select: { id: true },
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

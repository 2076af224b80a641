import "server-only";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/http/app-error";
import type { CategoryItemInput } from "./types";

async function assertCategory(categoryId: string) {
  const category = await getDb().category.findUnique({ where: { id: categoryId }, select: { id: true } });
  if (!category) throw AppError.invalidInput("Check the highlighted fields and try again.", { categoryId: "Choose a category." });
}

export async function addCategoryItem(fields: CategoryItemInput, imagePath: string | null) {
  await assertCategory(fields.categoryId);
  const db = getDb();
  const last = await db.categoryItem.aggregate({ where: { categoryId: fields.categoryId }, _max: { position: true } });
  return db.categoryItem.create({
    data: {
      categoryId: fields.categoryId,
      name: fields.name,
      description: fields.description,
      imagePath,
      position: (last._max.position ?? -1) + 1,
      prices: { create: fields.prices },
    },
    select: { id: true },
  });
}

/** Replaces an item's fields and prices at once; the picture only when a new one came. */
export async function updateCategoryItem(id: string, fields: CategoryItemInput, imagePath: string | null) {
  await assertCategory(fields.categoryId);
  return getDb().$transaction(async (tx) => {
    const existing = await tx.categoryItem.findUnique({ where: { id }, select: { id: true } });
    if (!existing) throw AppError.notFound("Category item");
    await tx.itemPrice.deleteMany({ where: { itemId: id } });
    return tx.categoryItem.update({
      where: { id },
      data: {
        categoryId: fields.categoryId,
        name: fields.name,
        description: fields.description,
        ...(imagePath ? { imagePath } : {}),
        prices: { create: fields.prices },
      },
      select: { id: true },
    });
  });
}

export async function deleteCategoryItem(id: string) {
  const deleted = await getDb().categoryItem.deleteMany({ where: { id } });
  if (deleted.count === 0) throw AppError.notFound("Category item");
}

import "server-only";
import { getDb, lockRow } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { contradictionsOf, type MenuDetails } from "./allergens";
import type { CategoryItemInput } from "./edit-types";
import { itemSelect, toItemView } from "./item-select";
import { SIZES, type CategoryItemView } from "./types";

/** A dish's details as stored: what it may contain excludes what it contains. */
function detailsData(details: MenuDetails | undefined) {
  if (!details) return {};
  const problems = contradictionsOf(details);
  if (Object.keys(problems).length)
    throw AppError.invalidInput("Check the highlighted fields and try again.", problems);
  const contains = new Set(details.allergens);
  return {
    allergens: details.allergens,
    mayContain: details.mayContain.filter((a) => !contains.has(a)),
    dietary: details.dietary,
    spice: details.spice,
  };
}

async function assertCategory(categoryId: string) {
  const category = await getDb().category.findUnique({ where: { id: categoryId }, select: { id: true } });
  if (!category)
    throw AppError.invalidInput("Check the highlighted fields and try again.", { categoryId: "Choose a category." });
}

export async function addCategoryItem(fields: CategoryItemInput, imagePath: string | null) {
  await assertCategory(fields.categoryId);
  const details = detailsData(fields.details);
  const db = getDb();
  const last = await db.categoryItem.aggregate({ where: { categoryId: fields.categoryId }, _max: { position: true } });
  return db.categoryItem.create({
    data: {
      categoryId: fields.categoryId,
      name: fields.name,
      description: fields.description,
      imagePath,
      position: (last._max.position ?? -1) + 1,
      ...details,
      ...(fields.vatClass ? { vatClass: fields.vatClass } : {}),
      prices: { create: fields.prices },
    },
    select: { id: true },
  });
}

/**
 * Replaces an item's fields and prices at once; the picture only when a new one came. Answers the
 * dish as it was and as it is now (as the staff see it), for the audit trail's before and after:
 * the row is locked before it is read, so of two admins saving at once the second records the
 * first's save as its before.
 */
export async function updateCategoryItem(
  id: string,
  fields: CategoryItemInput,
  imagePath: string | null,
): Promise<{ before: CategoryItemView; item: CategoryItemView }> {
  await assertCategory(fields.categoryId);
  const details = detailsData(fields.details);
  return getDb().$transaction(async (tx) => {
    if (!(await lockRow(tx, "CategoryItem", id))) throw AppError.notFound("Category item");
    const before = await tx.categoryItem.findUniqueOrThrow({ where: { id }, select: itemSelect });
    await tx.itemPrice.deleteMany({ where: { itemId: id } });
    const after = await tx.categoryItem.update({
      where: { id },
      data: {
        categoryId: fields.categoryId,
        name: fields.name,
        description: fields.description,
        ...(imagePath ? { imagePath } : {}),
        ...details,
        ...(fields.vatClass ? { vatClass: fields.vatClass } : {}),
        prices: { create: fields.prices },
      },
      select: itemSelect,
    });
    return { before: toItemView(before), item: toItemView(after) };
  });
}

/** Deletes a dish; answers what it was (its name, category and prices in pence), for the audit trail. */
export async function deleteCategoryItem(id: string) {
  const db = getDb();
  const item = await db.categoryItem.findUnique({
    where: { id },
    select: { id: true, name: true, categoryId: true, prices: { select: { size: true, pricePence: true } } },
  });
  const deleted = await db.categoryItem.deleteMany({ where: { id } });
  if (!item || deleted.count === 0) throw AppError.notFound("Category item");
  return { ...item, prices: [...item.prices].sort((a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size)) };
}

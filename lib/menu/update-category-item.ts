import "server-only";
import { getDb, lockRow } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { assertCategory } from "./category-admin";
import { detailsData } from "./category-item-admin";
import type { CategoryItemInput } from "./edit-types";
import { itemSelect, toItemView } from "./item-select";
import type { CategoryItemView } from "./types";

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

import "server-only";
import { getDb, lockRow } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import type { SubcategoryInput } from "./edit-types";
import { subcategorySelect, toSubcategoryView } from "./item-select";
import { assertCategory } from "./category-admin";
import { allergenData } from "./subcategory-admin";
import type { SubcategoryView } from "./types";

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
        ...allergenData(fields, before),
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

import "server-only";
import { getDb, lockRow } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { SIZES } from "./types";

/**
 * Deletes a dish; answers what it was (its name, category and prices in pence), for the audit
 * trail: read under the row's lock, so an edit saved at the same moment is either in it or refused.
 */
export async function deleteCategoryItem(id: string) {
  return getDb().$transaction(async (tx) => {
    if (!(await lockRow(tx, "CategoryItem", id))) throw AppError.notFound("Category item");
    const item = await tx.categoryItem.findUniqueOrThrow({
      where: { id },
      select: { id: true, name: true, categoryId: true, prices: { select: { size: true, pricePence: true } } },
    });
    await tx.categoryItem.delete({ where: { id } });
    return { ...item, prices: [...item.prices].sort((a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size)) };
  });
}

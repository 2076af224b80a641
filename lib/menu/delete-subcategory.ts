import "server-only";
import { getDb, lockRow } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";

/**
 * Deletes a variant; answers what it was, for the audit trail: read under the row's lock, so an
 * edit saved at the same moment is either in it or refused.
 */
export async function deleteSubcategory(id: string) {
  return getDb().$transaction(async (tx) => {
    if (!(await lockRow(tx, "Subcategory", id))) throw AppError.notFound("Subcategory");
    const variant = await tx.subcategory.findUniqueOrThrow({
      where: { id },
      select: { id: true, name: true, categoryId: true },
    });
    await tx.subcategory.delete({ where: { id } });
    return variant;
  });
}

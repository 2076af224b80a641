import "server-only";
import { getDb, isRecordNotFound, isUniqueViolation, lockRow } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { assertNameFree, DUPLICATE_CATEGORY } from "./category-admin";

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

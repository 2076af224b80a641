import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";

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

import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";

/**
 * Deletes a category with its items and variants. Open baskets lose those lines; placed
 * orders keep their snapshots (their lines only lose the link to the menu). Answers what went,
 * for the audit trail.
 */
export async function deleteCategory(id: string) {
  const db = getDb();
  const category = await db.category.findUnique({
    where: { id },
    select: {
      id: true,
      name: true,
      items: { select: { name: true }, orderBy: { position: "asc" } },
      subcategories: { select: { name: true }, orderBy: { position: "asc" } },
    },
  });
  const deleted = await db.category.deleteMany({ where: { id } });
  if (!category || deleted.count === 0) throw AppError.notFound("Category");
  return {
    id: category.id,
    name: category.name,
    itemNames: category.items.map((i) => i.name),
    variantNames: category.subcategories.map((s) => s.name),
  };
}

import "server-only";
import { getDb, lockRow } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";

/**
 * Deletes a category with its items and variants. Open baskets lose those lines; placed
 * orders keep their snapshots (their lines only lose the link to the menu). Answers what went,
 * for the audit trail: read under the category's lock, which also holds back a dish or a variant
 * being filed under it meanwhile (its foreign key check waits), so the list is what went.
 */
export async function deleteCategory(id: string) {
  return getDb().$transaction(async (tx) => {
    if (!(await lockRow(tx, "Category", id))) throw AppError.notFound("Category");
    const category = await tx.category.findUniqueOrThrow({
      where: { id },
      select: {
        id: true,
        name: true,
        items: { select: { name: true }, orderBy: { position: "asc" } },
        subcategories: { select: { name: true }, orderBy: { position: "asc" } },
      },
    });
    await tx.category.delete({ where: { id } });
    return {
      id: category.id,
      name: category.name,
      itemNames: category.items.map((i) => i.name),
      variantNames: category.subcategories.map((s) => s.name),
    };
  });
}

import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { SIZES } from "./types";

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

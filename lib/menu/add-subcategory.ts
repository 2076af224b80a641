import "server-only";
import { getDb } from "@/lib/platform/db";
import type { SubcategoryInput } from "./edit-types";
import { assertCategory } from "./category-admin";
import { allergenData } from "./subcategory-admin";

export async function addSubcategory(fields: SubcategoryInput, imagePath: string, coverImagePath: string | null) {
  await assertCategory(fields.categoryId);
  const db = getDb();
  const last = await db.subcategory.aggregate({ where: { categoryId: fields.categoryId }, _max: { position: true } });
  return db.subcategory.create({
    data: {
      categoryId: fields.categoryId,
      name: fields.name,
      imagePath,
      coverImagePath,
      position: (last._max.position ?? -1) + 1,
      ...allergenData(fields),
    },
    select: { id: true },
  });
}

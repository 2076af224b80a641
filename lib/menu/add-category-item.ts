import "server-only";
import { getDb } from "@/lib/platform/db";
import { assertCategory } from "./category-admin";
import { detailsData } from "./category-item-admin";
import type { CategoryItemInput } from "./edit-types";

export async function addCategoryItem(fields: CategoryItemInput, imagePath: string | null) {
  await assertCategory(fields.categoryId);
  const details = detailsData(fields.details);
  const db = getDb();
  const last = await db.categoryItem.aggregate({ where: { categoryId: fields.categoryId }, _max: { position: true } });
  return db.categoryItem.create({
    data: {
      categoryId: fields.categoryId,
      name: fields.name,
      description: fields.description,
      imagePath,
      position: (last._max.position ?? -1) + 1,
      ...details,
      ...(fields.vatClass ? { vatClass: fields.vatClass } : {}),
      prices: { create: fields.prices },
    },
    select: { id: true },
  });
}

import "server-only";
import { getDb, isUniqueViolation } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { assertNameFree, DUPLICATE_CATEGORY } from "./category-admin";

export async function addCategory(name: string) {
  await assertNameFree(name);
  const db = getDb();
  const last = await db.category.aggregate({ _max: { position: true } });
  try {
    return await db.category.create({
      data: { name, position: (last._max.position ?? -1) + 1 },
      select: { id: true, name: true },
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", DUPLICATE_CATEGORY, { name: DUPLICATE_CATEGORY });
    throw err;
  }
}

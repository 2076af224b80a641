import "server-only";
import { type DbClient, type DbTransaction } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import type { PromotionInput } from "./input";

export const CHECK = "Check the highlighted fields and try again.";

/** What the form cannot check alone: that the code is free and what it names exists. */
export async function assertReferences(db: DbClient | DbTransaction, input: PromotionInput, id: string | null) {
  const fields: Record<string, string> = {};
  if (input.code) {
    const holder = await db.promotion.findUnique({ where: { code: input.code }, select: { id: true } });
    if (holder && holder.id !== id) fields.code = "This code is already in use.";
  }
  const categoryIds = [...new Set([...input.categoryIds, ...(input.linkCategoryId ? [input.linkCategoryId] : [])])];
  if (categoryIds.length) {
    const found = await db.category.count({ where: { id: { in: categoryIds } } });
    if (found !== categoryIds.length) {
      if (
        input.linkCategoryId &&
        !(await db.category.findUnique({ where: { id: input.linkCategoryId }, select: { id: true } }))
      ) {
        fields.linkCategoryId = "Choose a category of the menu.";
      }
      if (
        input.categoryIds.length &&
        (await db.category.count({ where: { id: { in: input.categoryIds } } })) !== input.categoryIds.length
      ) {
        fields.categoryIds = "Choose categories of the menu.";
      }
    }
  }
  if (input.freeItemId) {
    const price = await db.itemPrice.findFirst({
      where: { itemId: input.freeItemId, size: input.freeItemSize ?? undefined },
      select: { id: true },
    });
    if (!price) fields.freeItemId = "Choose a dish and a size it is sold in.";
  }
  if (Object.keys(fields).length) throw AppError.invalidInput(CHECK, fields);
}

export function dataOf(input: PromotionInput) {
  return { ...input, days: [...new Set(input.days)].sort((a, b) => a - b) };
}

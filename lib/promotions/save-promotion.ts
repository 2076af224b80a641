import "server-only";
import { getDb, isUniqueViolation, type DbClient, type DbTransaction, lockRow } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import type { PromotionInput } from "./input";
import { paidOrder } from "./load-rules";
import { promotionSelect, type PromotionRow } from "./rule-from-row";

const CHECK = "Check the highlighted fields and try again.";

/** What the form cannot check alone: that the code is free and what it names exists. */
async function assertReferences(db: DbClient | DbTransaction, input: PromotionInput, id: string | null) {
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

function dataOf(input: PromotionInput) {
  return { ...input, days: [...new Set(input.days)].sort((a, b) => a - b) };
}

export async function createPromotion(input: PromotionInput): Promise<PromotionRow> {
  const db = getDb();
  await assertReferences(db, input, null);
  const last = await db.promotion.aggregate({ _max: { position: true } });
  try {
    return await db.promotion.create({
      data: { ...dataOf(input), position: (last._max.position ?? -1) + 1 },
      select: promotionSelect,
    });
  } catch (err) {
    // Two admins saving the same code at once: the unique index decides.
    if (isUniqueViolation(err)) throw AppError.invalidInput(CHECK, { code: "This code is already in use." });
    throw err;
  }
}

/**
 * Answers the promotion as it was and as it is now, for the audit trail's before and after: the
 * row is locked before it is read, so of two admins saving at once the second records the
 * first's save as its before, not the promotion both started from.
 */
export async function updatePromotion(
  id: string,
  input: PromotionInput,
): Promise<{ before: PromotionRow; promotion: PromotionRow }> {
  try {
    return await getDb().$transaction(async (tx) => {
      await lockRow(tx, "Promotion", id);
      const before = await tx.promotion.findUnique({ where: { id }, select: promotionSelect });
      if (!before) throw AppError.notFound("Promotion");
      await assertReferences(tx, input, id);
      const promotion = await tx.promotion.update({ where: { id }, data: dataOf(input), select: promotionSelect });
      return { before, promotion };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.invalidInput(CHECK, { code: "This code is already in use." });
    throw err;
  }
}

/**
 * Retires a promotion: it stops applying and disappears from every page at once. Orders that
 * used it keep it; the row stays so that their history does. Answers its name and code, and
 * whether it was already retired, for the audit trail.
 */
export async function retirePromotion(id: string, now = new Date()) {
  const db = getDb();
  const updated = await db.promotion.updateMany({ where: { id, retiredAt: null }, data: { retiredAt: now } });
  const row = await db.promotion.findUnique({ where: { id }, select: { id: true, name: true, code: true } });
  if (!row) throw AppError.notFound("Promotion");
  return { ...row, wasRetired: updated.count === 0 };
}

export async function listPromotionsForAdmin(): Promise<(PromotionRow & { timesUsed: number })[]> {
  const db = getDb();
  const [rows, counts] = await Promise.all([
    db.promotion.findMany({
      select: promotionSelect,
      orderBy: [{ retiredAt: { sort: "desc", nulls: "first" } }, { position: "asc" }],
    }),
    db.promotionRedemption.groupBy({ by: ["promotionId"], where: { order: paidOrder() }, _count: { _all: true } }),
  ]);
  const used = new Map(counts.map((c) => [c.promotionId, c._count._all]));
  return rows.map((r) => ({ ...r, timesUsed: used.get(r.id) ?? 0 }));
}

import "server-only";
import { getDb, isUniqueViolation, lockRow } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import type { PromotionInput } from "./input";
import { assertReferences, CHECK, dataOf } from "./promotion-admin";
import { promotionSelect, type PromotionRow } from "./rule-from-row";

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

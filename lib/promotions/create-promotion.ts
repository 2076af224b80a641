import "server-only";
import { getDb, isUniqueViolation } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import type { PromotionInput } from "./input";
import { assertReferences, CHECK, dataOf } from "./promotion-admin";
import { promotionSelect, type PromotionRow } from "./rule-from-row";

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

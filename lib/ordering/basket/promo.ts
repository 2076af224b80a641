import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { dropUnsoldLinesNow } from "./drop-unsold-lines";
import { findBasketId } from "./find-basket-id";
import { type BasketOwner } from "./owner";
import { isKnownCode, normaliseCode } from "@/lib/promotions";

/**
 * Keeps a promotion code on the owner's basket (null removes it); whether it applies is
 * decided when the basket is priced. A code that is no promotion's (or whose promotion is over
 * or retired) changes nothing, not even by creating a basket. Answers the basket's id.
 */
export async function setPromoCode(owner: BasketOwner, code: string | null, now = new Date()): Promise<string> {
  const normalised = normaliseCode(code);
  if (normalised && !(await isKnownCode(normalised, now))) {
    throw AppError.invalidInput("This code is not valid.", { code: "This code is not valid." });
  }
  const basketId = await findBasketId(owner, true);
  await getDb().basket.update({ where: { id: basketId }, data: { promoCode: normalised } });
  await dropUnsoldLinesNow(basketId);
  return basketId;
}

import "server-only";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/http/app-error";
import { findBasketId, type BasketOwner } from "./owner";
import { PROMO_CODE } from "./pricing";

/**
 * Keeps a promotion code on the owner's basket (null removes it); whether it applies is
 * decided when the basket is priced. A code that is not valid changes nothing, not even
 * by creating a basket. Answers the basket's id.
 */
export async function setPromoCode(owner: BasketOwner, code: string | null): Promise<string> {
  const normalised = code?.trim().toUpperCase() || null;
  if (normalised && normalised !== PROMO_CODE) {
    throw AppError.invalidInput("This code is not valid.", { code: "This code is not valid." });
  }
  const basketId = await findBasketId(owner, true);
  await getDb().basket.update({ where: { id: basketId }, data: { promoCode: normalised } });
  return basketId;
}

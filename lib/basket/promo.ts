import "server-only";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/http/app-error";
import { PROMO_CODE } from "./pricing";

/** Keeps a promotion code on the basket; whether it applies is decided when it is priced. */
export async function setPromoCode(basketId: string, code: string | null): Promise<void> {
  const normalised = code?.trim().toUpperCase() || null;
  if (normalised && normalised !== PROMO_CODE) {
    throw AppError.invalidInput("This code is not valid.", { code: "This code is not valid." });
  }
  await getDb().basket.update({ where: { id: basketId }, data: { promoCode: normalised } });
}

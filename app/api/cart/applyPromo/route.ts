import { findBasketId, resolveBasketOwner } from "@/lib/basket/owner";
import { setPromoCode } from "@/lib/basket/promo";
import { respondWithBasket } from "@/lib/basket/respond-basket";
import { ZPromoSchema } from "@/lib/basket/schemas";
import { readJson } from "@/lib/http/body";
import { route } from "@/lib/http/route";

/** Sets (or, with code null, removes) the promotion code. The answer says whether it applies and why not. */
export const POST = route(async (req) => {
  const { code } = await readJson(req, ZPromoSchema);
  const owner = (await resolveBasketOwner(req, { create: true }))!;
  const basketId = (await findBasketId(owner, true))!;
  await setPromoCode(basketId, code);
  return respondWithBasket(basketId, owner, code ? "Code saved" : "Code removed");
});

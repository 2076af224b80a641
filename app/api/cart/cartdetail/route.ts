import { findBasketId, resolveBasketOwner } from "@/lib/basket/owner";
import { respondWithBasket } from "@/lib/basket/respond-basket";
import { route } from "@/lib/http/route";

export const GET = route(async (req) => {
  const owner = await resolveBasketOwner(req, { create: false });
  const basketId = owner ? await findBasketId(owner, false) : null;
  return respondWithBasket(basketId, null, "Basket");
});

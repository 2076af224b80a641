import { removeLine } from "@/lib/basket/change-line";
import { findBasketId, resolveBasketOwner } from "@/lib/basket/owner";
import { respondWithBasket } from "@/lib/basket/respond-basket";
import { parseId } from "@/lib/http/parse";
import { route } from "@/lib/http/route";

export const DELETE = route<{ id: string }>(async (req, { id }) => {
  const lineId = parseId(id, "basket item id");
  const owner = await resolveBasketOwner(req, { create: false });
  const basketId = owner ? await findBasketId(owner, false) : null;
  await removeLine(basketId, lineId);
  return respondWithBasket(basketId, null, "Item removed from your basket");
});

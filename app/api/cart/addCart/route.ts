import { addLine } from "@/lib/basket/add-line";
import { findBasketId, resolveBasketOwner } from "@/lib/basket/owner";
import { respondWithBasket } from "@/lib/basket/respond-basket";
import { ZAddToBasketSchema } from "@/lib/basket/schemas";
import { readJson } from "@/lib/http/body";
import { route } from "@/lib/http/route";

export const POST = route(async (req) => {
  const input = await readJson(req, ZAddToBasketSchema);
  const owner = (await resolveBasketOwner(req, { create: true }))!;
  const basketId = (await findBasketId(owner, true))!;
  const lineId = await addLine(basketId, input);
  return respondWithBasket(basketId, owner, "Item added successfully", { lineId }, { status: 201 });
});

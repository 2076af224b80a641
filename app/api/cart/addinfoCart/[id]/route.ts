import { setLineInstruction } from "@/lib/basket/change-line";
import { findBasketId, resolveBasketOwner } from "@/lib/basket/owner";
import { respondWithBasket } from "@/lib/basket/respond-basket";
import { ZInstructionSchema } from "@/lib/basket/schemas";
import { readJson } from "@/lib/http/body";
import { parseId } from "@/lib/http/parse";
import { route } from "@/lib/http/route";

export const POST = route<{ id: string }>(async (req, { id }) => {
  const lineId = parseId(id, "basket item id");
  const { detailinfo } = await readJson(req, ZInstructionSchema);
  const owner = await resolveBasketOwner(req, { create: false });
  const basketId = owner ? await findBasketId(owner, false) : null;
  await setLineInstruction(basketId, lineId, detailinfo);
  return respondWithBasket(basketId, null, "Description added successfully");
});

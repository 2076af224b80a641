import { handle } from "@/lib/api/handle";
import { setLineInstruction } from "@/lib/api/store/cart/contract";
import { presentBasketById } from "@/lib/api/store/cart/present";
import { requestBasketId } from "@/lib/api/store/cart/visitor";
import { setLineInstruction as saveInstruction } from "@/lib/ordering";

export const POST = handle(setLineInstruction, async ({ req, params, body }) => {
  const basketId = await requestBasketId(req);
  await saveInstruction(basketId, params.id, body.detailinfo);
  return { data: await presentBasketById(basketId), message: "Description added successfully" };
});

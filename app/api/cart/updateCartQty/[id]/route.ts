import { handle } from "@/lib/api/handle";
import { setLineQty } from "@/lib/api/store/cart/contract";
import { presentBasketById } from "@/lib/api/store/cart/present";
import { requestBasketId } from "@/lib/api/store/cart/visitor";
import { setLineQty as setQty } from "@/lib/ordering";

export const POST = handle(setLineQty, async ({ req, params, body }) => {
  const basketId = await requestBasketId(req);
  await setQty(basketId, params.id, body.qty);
  return { data: await presentBasketById(basketId), message: "Quantity updated" };
});

import { handle } from "@/lib/api/handle";
import { removeLine } from "@/lib/api/store/cart/contract";
import { presentBasketById } from "@/lib/api/store/cart/present";
import { requestBasketId } from "@/lib/api/store/cart/visitor";
import { removeLine as remove } from "@/lib/ordering";

export const DELETE = handle(removeLine, async ({ req, params }) => {
  const basketId = await requestBasketId(req);
  await remove(basketId, params.id);
  return { data: await presentBasketById(basketId), message: "Item removed from your basket" };
});

import { handle } from "@/lib/api/handle";
import { setFulfilment } from "@/lib/api/store/cart/contract";
import { presentBasketById } from "@/lib/api/store/cart/present";
import { basketOwnerOf, rememberVisitor } from "@/lib/api/store/cart/visitor";
import { setBasketFulfilment } from "@/lib/ordering";

export const POST = handle(setFulfilment, async ({ req, body }) => {
  const found = await basketOwnerOf(req, { create: true });
  const basketId = await setBasketFulfilment(found.owner, body, new Date());
  return {
    data: await presentBasketById(basketId),
    message: body.fulfilment === "collection" ? "Collection chosen" : "Delivery chosen",
    after: (res) => rememberVisitor(res, found),
  };
});

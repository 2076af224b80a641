import { handle } from "@/lib/api/handle";
import { applyPromo } from "@/lib/api/store/cart/contract";
import { presentBasketById } from "@/lib/api/store/cart/present";
import { basketOwnerOf, rememberVisitor } from "@/lib/api/store/cart/visitor";
import { setPromoCode } from "@/lib/ordering";

export const POST = handle(applyPromo, async ({ req, body: { code } }) => {
  const found = await basketOwnerOf(req, { create: true });
  const basketId = await setPromoCode(found.owner, code);
  return {
    data: await presentBasketById(basketId),
    message: code ? "Code saved" : "Code removed",
    after: (res) => rememberVisitor(res, found),
  };
});

import { handle } from "@/lib/api/handle";
import { getBasket } from "@/lib/api/store/cart/contract";
import { presentBasketOf } from "@/lib/api/store/cart/present";
import { requestBasketOwner } from "@/lib/api/store/cart/visitor";

export const GET = handle(getBasket, async ({ req }) => ({
  data: await presentBasketOf(await requestBasketOwner(req)),
  message: "Basket",
}));

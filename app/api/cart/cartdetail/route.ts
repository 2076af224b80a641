import { handle } from "@/lib/api/handle";
import { getBasket } from "@/lib/api/store/cart/contract";
import { presentBasketById } from "@/lib/api/store/cart/present";
import { requestBasketId } from "@/lib/api/store/cart/visitor";

export const GET = handle(getBasket, async ({ req }) => ({
  data: await presentBasketById(await requestBasketId(req)),
  message: "Basket",
}));

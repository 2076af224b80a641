import { handle } from "@/lib/api/handle";
import { listCheckoutMethods } from "@/lib/api/store/checkout/contract";
import { presentPaymentMethod } from "@/lib/api/store/checkout/present";
import { basketOwnerOf } from "@/lib/api/store/cart/visitor";
import { findBasketId, listPaymentMethods } from "@/lib/ordering";
import { getConfig } from "@/lib/platform/config";

export const GET = handle(listCheckoutMethods, async ({ req }) => {
  const found = await basketOwnerOf(req, { create: false });
  const basketId = found ? await findBasketId(found.owner, false) : null;
  const customerId = found && "customerId" in found.owner ? found.owner.customerId : null;
  const options = await listPaymentMethods(basketId, customerId);
  const publishableKey = getConfig().STRIPE_PUBLISHABLE_KEY ?? null;
  return { data: options.map((o) => presentPaymentMethod(o, publishableKey)), message: "Payment methods" };
});

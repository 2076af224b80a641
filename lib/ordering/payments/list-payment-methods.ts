import "server-only";
import { getConfig } from "@/lib/platform/config";
import { loadBasket } from "../basket/load-basket";
import { isCashBlocked } from "./is-cash-blocked";
import { decidePaymentMethods, type PaymentMethodOption } from "./payment-methods";
import { isRazorpayOn, isStripeOn, isTestModeOn } from "./provider";

/**
 * GET /api/checkout/methods: each way of paying for this basket as it is priced now, whether it
 * may be used and why not. The same rule create_order keeps (decideCheckout), so what the
 * checkout offers is what the server takes. Reads only.
 */
export async function listPaymentMethods(
  basketId: string | null,
  customerId: string | null,
  now = new Date(),
): Promise<PaymentMethodOption[]> {
  const basket = await loadBasket(basketId, now);
  return decidePaymentMethods({
    configured: { card: isStripeOn(), razorpay: isRazorpayOn(), test: isTestModeOn() },
    cash: basket.storeRules.cash,
    fulfilment: basket.timing.fulfilment,
    amountPence: basket.totals.grandTotalPence,
    isCashBlocked: customerId ? await isCashBlocked(customerId) : false,
    currency: getConfig().CURRENCY,
  });
}

import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { loadBasket } from "../basket/load-basket";
import { findBasketId } from "../basket/find-basket-id";
import { isCashBlocked } from "../payments/is-cash-blocked";
import type { PaymentMethodName } from "../payments/payment-methods";
import { isRazorpayOn, isStripeOn, isTestModeOn } from "../payments/provider";
import type { CheckoutFacts } from "./decide-checkout";

/** What the customer chose at checkout: a way of paying (null: the spec's call) and a tip in pence. */
export type PaymentChoice = { method: PaymentMethodName | null; tipPence: number };

/**
 * Everything the checkout decides on, read once: the basket priced at `now` with its offers, its
 * zone and the shop's rules (one read each, in loadBasket), the chosen address if it is the
 * customer's, and who to call. Reads only: nothing is held or written here.
 */
export async function loadCheckout(
  customerId: string,
  now: Date,
  currency: string,
  options: { countOwnHolds: boolean; choice: PaymentChoice },
): Promise<CheckoutFacts> {
  const db = getDb();
  const basketId = await findBasketId({ customerId }, false);
  const basket = await loadBasket(basketId, now, { countOwnHolds: options.countOwnHolds });
  const customer = await db.customer.findUnique({
    where: { id: customerId },
    select: { username: true, contactName: true, phone: true },
  });
  if (!customer) throw AppError.notFound("Customer");
  const address =
    basket.addressId && basket.timing.fulfilment === "delivery"
      ? await db.address.findFirst({
          where: { id: basket.addressId, customerId },
          select: { text: true, postcode: true, riderNotes: true },
        })
      : null;
  const payment = {
    ...options.choice,
    configured: { card: isStripeOn(), razorpay: isRazorpayOn(), test: isTestModeOn() },
    isCashBlocked: options.choice.method === "cash" ? await isCashBlocked(customerId) : false,
  };
  return { customerId, customer, basket, rules: basket.storeRules, address, currency, now, payment };
}

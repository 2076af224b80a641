import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { loadBasket } from "@/lib/ordering/basket/load-basket";
import { findBasketId } from "@/lib/ordering/basket/owner";
import type { CheckoutFacts } from "./decide-checkout";

/**
 * Everything the checkout decides on, read once: the basket priced at `now` with its offers, its
 * zone and the shop's rules (one read each, in loadBasket), the chosen address if it is the
 * customer's, and who to call. Reads only: nothing is held or written here.
 */
export async function loadCheckout(customerId: string, now: Date, currency: string, options: { countOwnHolds: boolean }): Promise<CheckoutFacts> {
  const db = getDb();
  const basketId = await findBasketId({ customerId }, false);
  const basket = await loadBasket(basketId, now, { countOwnHolds: options.countOwnHolds });
  const customer = await db.customer.findUnique({ where: { id: customerId }, select: { username: true, contactName: true, phone: true } });
  if (!customer) throw AppError.notFound("Customer");
  const address =
    basket.addressId && basket.timing.fulfilment === "delivery"
      ? await db.address.findFirst({ where: { id: basket.addressId, customerId }, select: { text: true, postcode: true, riderNotes: true } })
      : null;
  return { customerId, customer, basket, rules: basket.storeRules, address, currency, now };
}

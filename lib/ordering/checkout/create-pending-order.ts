import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { getPaymentProvider, providerForMethod, type PaymentProvider, type ProviderName } from "../payments/provider";
import { decideCheckout, refusalError } from "./decide-checkout";
import { loadCheckout, type PaymentChoice } from "./load-checkout";
import { IN_FLIGHT_MS, persistPendingOrder } from "./persist-pending-order";
import { placeCashOrder } from "./place-cash-order";

export type PendingOrder = {
  /** Our order id. */
  orderId: string;
  provider: ProviderName;
  /** The provider's id of the payment: Razorpay's order, Stripe's PaymentIntent, cash_<order>. */
  providerOrderId: string;
  /** What is charged, in pence: the order's total and the tip. */
  amountPence: number;
  currency: string;
  /** What the browser opens the payment with: Razorpay's key id, Stripe's publishable key. */
  keyId: string;
  /** Stripe's client secret of the PaymentIntent; null for the others. */
  clientSecret: string | null;
  testMode: boolean;
  /** A cash order is placed at once: nothing to pay now. */
  placed: boolean;
};

/** How often a repeated checkout looks again for the payment of the one in flight. */
const IN_FLIGHT_POLL_MS = 100;

/** The spec's create_order without a body: Razorpay or the test mode, no tip. */
const SPEC_CHOICE: PaymentChoice = { method: null, tipPence: 0 };

/**
 * Freezes the basket as priced now, with the chosen address, into a pending order and opens a
 * payment for exactly its grand total and tip, as a pipeline of named steps (decision 026):
 *   load     everything once (loadCheckout), reads only;
 *   decide   in a pure function: the order, or every refusal at once (decideCheckout), the way
 *            of paying included (decision 030);
 *   persist  the order, its slot seat and its offers in one short transaction (persistPendingOrder);
 *   pay      ask the provider outside any transaction or lock;
 *   attach   the provider's payment, or undo (delete the order, which frees its seat and offers).
 *            A cash order is placed here: its payment stays due until staff take the money.
 * Repeating it for an unchanged basket (a double click, a second tab) answers the same pending
 * order, waiting for its payment when that is still being opened. The promotions are evaluated
 * again at `now` and frozen with the order, one redemption per promotion.
 */
export async function createPendingOrder(
  customerId: string,
  now = new Date(),
  choice: PaymentChoice = SPEC_CHOICE,
): Promise<PendingOrder> {
  const config = getConfig();
  const waitUntil = Date.now() + IN_FLIGHT_MS;
  let taken = 0;
  for (;;) {
    // An offer taken between pricing and writing (decision 023) means pricing again, now counting it.
    const facts = await loadCheckout(customerId, now, config.CURRENCY, { countOwnHolds: taken > 0, choice });
    const decision = decideCheckout(facts);
    if (!decision.ok) throw refusalError(decision.refusals);
    const { order } = decision;
    // The decision refused a method without a provider: there is one here.
    const provider = providerForMethod(order.paymentMethod) ?? getPaymentProvider();
    const persisted = await persistPendingOrder(order, {
      basketId: facts.basket.id,
      unsoldLineIds: facts.basket.unsoldLineIds,
      providerMode: provider.name,
      now,
    });
    const amountPence = order.grandTotalPence + order.tipPence;
    const answer = (
      orderId: string,
      opened: { providerOrderId: string; clientSecret: string | null },
      amount: number,
      placed = false,
    ): PendingOrder => ({
      orderId,
      provider: provider.name,
      providerOrderId: opened.providerOrderId,
      amountPence: amount,
      currency: config.CURRENCY,
      keyId: provider.keyId,
      clientSecret: opened.clientSecret,
      testMode: provider.name === "test",
      placed,
    });
    switch (persisted.kind) {
      case "reused":
        return answer(persisted.orderId, await provider.reopen(persisted.providerOrderId), persisted.amountPence);
      case "created": {
        if (provider.name === "cash") {
          // No one to ask: the due payment and the placing are one transaction.
          const opened = await provider.open({ orderId: persisted.orderId, amountPence, currency: config.CURRENCY });
          await placeCashOrder({
            orderId: persisted.orderId,
            providerOrderId: opened.providerOrderId,
            amountPence,
            currency: config.CURRENCY,
            now,
          }).catch(async (err: unknown) => {
            await undoPendingOrder(persisted.orderId);
            throw err;
          });
          return answer(persisted.orderId, opened, amountPence, true);
        }
        return answer(
          persisted.orderId,
          await openPayment(provider, persisted.orderId, amountPence, config.CURRENCY),
          amountPence,
        );
      }
      case "taken":
        if (++taken >= 3) {
          throw new AppError(
            "CONFLICT",
            "The offers on your basket changed while you were checking out. Please look at your basket and try again.",
          );
        }
        continue;
      case "in-flight":
        // Another request is opening this basket's payment: its answer is this one's too.
        if (Date.now() > waitUntil)
          throw new AppError("CONFLICT", "Your checkout is already being prepared. Please try again in a moment.");
        await sleep(IN_FLIGHT_POLL_MS);
        continue;
    }
  }
}

/**
 * Asks the provider for a payment of the written order, with no transaction open and no lock
 * held, so a slow provider keeps no other request waiting; then attaches it. When it fails
 * the order is deleted (its slot seat and offers with it) and the provider's error is answered.
 */
async function openPayment(provider: PaymentProvider, orderId: string, amountPence: number, currency: string) {
  try {
    const opened = await provider.open({ orderId, amountPence, currency });
    await getDb().payment.create({
      data: { orderId, provider: provider.name, providerOrderId: opened.providerOrderId, amountPence, currency },
    });
    return opened;
  } catch (err) {
    await undoPendingOrder(orderId);
    throw err;
  }
}

/** The undo of persistPendingOrder: no order without a payment, no seat or offer held for it. */
async function undoPendingOrder(orderId: string): Promise<void> {
  // Cascades to its lines, slot reservation and promotion redemptions; a payment is never attached here.
  await getDb().order.deleteMany({ where: { id: orderId, status: "pending", payments: { none: {} } } });
}

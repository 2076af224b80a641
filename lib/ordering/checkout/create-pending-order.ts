import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { getPaymentProvider, type PaymentProvider } from "@/lib/ordering/payments/provider";
import { decideCheckout, refusalError } from "./decide-checkout";
import { loadCheckout } from "./load-checkout";
import { IN_FLIGHT_MS, persistPendingOrder } from "./persist-pending-order";

export type PendingOrder = {
  orderId: string;
  providerOrderId: string;
  amountPence: number;
  currency: string;
  keyId: string;
  testMode: boolean;
};

/** How often a repeated checkout looks again for the payment of the one in flight. */
const IN_FLIGHT_POLL_MS = 100;

/**
 * Freezes the basket as priced now, with the chosen address, into a pending order and opens a
 * payment for exactly its grand total, as a pipeline of named steps (decision 026):
 *   load     everything once (loadCheckout), reads only;
 *   decide   in a pure function: the order, or every refusal at once (decideCheckout);
 *   persist  the order, its slot seat and its offers in one short transaction (persistPendingOrder);
 *   pay      ask the provider outside any transaction or lock;
 *   attach   the provider's order id, or undo (delete the order, which frees its seat and offers).
 * Repeating it for an unchanged basket (a double click, a second tab) answers the same pending
 * order, waiting for its payment when that is still being opened. The promotions are evaluated
 * again at `now` and frozen with the order, one redemption per promotion.
 */
export async function createPendingOrder(customerId: string, now = new Date()): Promise<PendingOrder> {
  const config = getConfig();
  const provider = getPaymentProvider();
  const waitUntil = Date.now() + IN_FLIGHT_MS;
  let taken = 0;
  for (;;) {
    // An offer taken between pricing and writing (decision 023) means pricing again, now counting it.
    const facts = await loadCheckout(customerId, now, config.CURRENCY, { countOwnHolds: taken > 0 });
    const decision = decideCheckout(facts);
    if (!decision.ok) throw refusalError(decision.refusals);
    const { order } = decision;
    const persisted = await persistPendingOrder(order, {
      basketId: facts.basket.id,
      unsoldLineIds: facts.basket.unsoldLineIds,
      providerMode: provider.mode,
      now,
    });
    const answer = (orderId: string, providerOrderId: string, amountPence: number): PendingOrder => ({
      orderId,
      providerOrderId,
      amountPence,
      currency: config.CURRENCY,
      keyId: provider.keyId,
      testMode: provider.mode === "test",
    });
    switch (persisted.kind) {
      case "reused":
        return answer(persisted.orderId, persisted.providerOrderId, persisted.grandTotalPence);
      case "created":
        return answer(persisted.orderId, await openPayment(provider, persisted.orderId, order.grandTotalPence, config.CURRENCY), order.grandTotalPence);
      case "taken":
        if (++taken >= 3) {
          throw new AppError("CONFLICT", "The offers on your basket changed while you were checking out. Please look at your basket and try again.");
        }
        continue;
      case "in-flight":
        // Another request is opening this basket's payment: its answer is this one's too.
        if (Date.now() > waitUntil) throw new AppError("CONFLICT", "Your checkout is already being prepared. Please try again in a moment.");
        await sleep(IN_FLIGHT_POLL_MS);
        continue;
    }
  }
}

/**
 * Asks the provider for a payment of the written order, with no transaction open and no lock
 * held, so a slow provider keeps no other request waiting; then attaches its id. When it fails
 * the order is deleted (its slot seat and offers with it) and the provider's error is answered.
 */
async function openPayment(provider: PaymentProvider, orderId: string, amountPence: number, currency: string): Promise<string> {
  try {
    const providerOrderId = await provider.createOrder({ amountPence, currency, receipt: orderId });
    await getDb().payment.create({ data: { orderId, provider: provider.mode, providerOrderId, amountPence, currency } });
    return providerOrderId;
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

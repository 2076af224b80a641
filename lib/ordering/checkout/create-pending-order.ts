import "server-only";
import { assertCheckoutWithinLimits } from "@/lib/ordering/basket/check-limits";
import { loadBasket } from "@/lib/ordering/basket/load-basket";
import { findBasketId } from "@/lib/ordering/basket/owner";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { checkOrderDelivery, zoneExtraMinutes, decideOrderTiming, loadStoreRules, reserveSlotSeat } from "@/lib/shop";
import { AppError } from "@/lib/platform/errors";
import { assertLinesOrderable } from "@/lib/menu";
import { formatMoney } from "@/lib/platform/money";
import { getPaymentProvider } from "@/lib/ordering/payments/provider";
import { findTakenPromotions, freeOrderLines, redemptionsOf } from "@/lib/promotions";
import { basketFingerprint } from "./fingerprint";

export type PendingOrder = {
  orderId: string;
  providerOrderId: string;
  amountPence: number;
  currency: string;
  keyId: string;
  testMode: boolean;
};

type Options = { /** The delivery zone's extra minutes. */ extraMinutes?: number };

/**
 * Freezes the basket as priced now, with the chosen address, into a pending order and
 * opens a payment for exactly its grand total. Repeating it for an unchanged basket (a
 * double click, a second tab) answers the same pending order. The promotions are evaluated
 * again at `now` by the server and frozen with the order: each line's share, the free dish as
 * a line of its own, one redemption per promotion, held while the order may be paid.
 */
export async function createPendingOrder(customerId: string, now = new Date(), options: Options = {}): Promise<PendingOrder> {
  // An offer taken between pricing and writing (decision 023) means pricing again, now counting it.
  for (let attempt = 0; attempt < 3; attempt++) {
    const made = await freezeBasket(customerId, now, options, attempt > 0);
    if (!("taken" in made)) return made;
  }
  throw new AppError("CONFLICT", "The offers on your basket changed while you were checking out. Please look at your basket and try again.");
}

async function freezeBasket(customerId: string, now: Date, options: Options, countOwnHolds: boolean): Promise<PendingOrder | { taken: string[] }> {
  const config = getConfig();
  const provider = getPaymentProvider();
  const basketId = await findBasketId({ customerId }, false);
  const basket = await loadBasket(basketId, now, { countOwnHolds });
  if (!basket.lines.length) throw AppError.invalidInput("No items found");
  assertLinesOrderable(basket.lines.map((l) => ({ name: l.item.name, isAvailable: l.isAvailable })));
  const isCollection = basket.timing.fulfilment === "collection";
  // The trading rules (lib/shop/hours): paused, closed, a slot past or outside the hours → 409.
  const rules = await loadStoreRules();
  const timing = decideOrderTiming(rules, {
    fulfilment: basket.timing.fulfilment,
    slotStart: basket.timing.slotStart,
    now,
    // A delivery's promise includes its zone's extra minutes (lib/shop/zones).
    extraMinutes: options.extraMinutes ?? (isCollection ? 0 : await zoneExtraMinutes(basket.addressId)),
  });
  // The basket's bounds (decision 023): lines, quantity of a line, the admin's largest value → 409.
  assertCheckoutWithinLimits(basket, rules.maxOrderPence);
  // A delivery's minimum is its zone's (checked below, 409); a collection's, when the admin applies one.
  if (isCollection && basket.totals.shortOfMinimumPence > 0) {
    throw new AppError(
      "CONFLICT",
      `The minimum order is ${formatMoney(basket.totals.minimumOrderPence, config.CURRENCY)}: add ${formatMoney(basket.totals.shortOfMinimumPence, config.CURRENCY)} more.`,
    );
  }
  const address =
    basket.addressId && !isCollection
      ? await getDb().address.findFirst({ where: { id: basket.addressId, customerId }, select: { text: true, postcode: true, riderNotes: true } })
      : null;
  if (!address && !isCollection) {
    throw AppError.invalidInput("Please select a delivery address.", { addressId: "Please select a delivery address." });
  }
  // Who to call, the address as the rider reads it, its zone and its minimum (409s): lib/shop/zones.
  const frozen = await checkOrderDelivery({ customerId, fulfilment: timing.fulfilment, address, subtotalPence: basket.totals.subtotalPence });

  const fingerprint = basketFingerprint(basket, JSON.stringify([address?.text ?? null, frozen]), timing);
  const t = basket.totals;
  return getDb().$transaction(
    async (tx) => {
      // One checkout per customer at a time: concurrent clicks queue here and reuse the first.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`checkout:${customerId}`}, 0))`;
      const reusable = await tx.order.findFirst({
        where: { customerId, status: "pending", basketFingerprint: fingerprint, currency: config.CURRENCY },
        orderBy: { createdAt: "desc" },
        select: {
          id: true,
          grandTotalPence: true,
          payments: { where: { status: "created", provider: provider.mode }, select: { providerOrderId: true }, take: 1 },
        },
      });
      const payment = reusable?.payments[0];
      if (reusable && payment) {
        // Marks when this basket content was last checked out (see completePayment).
        await tx.order.update({ where: { id: reusable.id }, data: { updatedAt: new Date() } });
        return {
          orderId: reusable.id,
          providerOrderId: payment.providerOrderId,
          amountPence: reusable.grandTotalPence,
          currency: config.CURRENCY,
          keyId: provider.keyId,
          testMode: provider.mode === "test",
        };
      }
      const taken = await findTakenPromotions(tx, { customerId, promotionIds: basket.promotions.applied.map((a) => a.id) });
      if (taken.length) return { taken };
      const order = await tx.order.create({
        data: {
          customerId,
          status: "pending",
          currency: config.CURRENCY,
          subtotalPence: t.subtotalPence,
          discountPence: t.discountPence,
          deliveryFeePence: t.deliveryFeePence,
          grandTotalPence: t.grandTotalPence,
          promoCode: basket.promo.code && basket.promo.applied ? basket.promo.code : null,
          ...frozen,
          fulfilment: timing.fulfilment,
          slotStart: timing.slotStart,
          promisedAt: timing.promisedAt,
          basketFingerprint: fingerprint,
          basketKey: basket.key,
          lines: {
            create: basket.lines.map((l) => ({
              categoryItemId: l.item.id,
              subcategoryId: l.variant?.id ?? null,
              itemName: l.item.name,
              itemImagePath: l.item.image,
              subcategoryName: l.variant?.name ?? null,
              subcategoryImage: l.variant?.image ?? null,
              size: l.size,
              qty: l.qty,
              unitPricePence: l.unitPence,
              totalPence: l.totalPence,
              instruction: l.instruction,
              discountPence: basket.promotions.lineDiscounts[l.id] ?? 0,
              allergens: l.allergens,
              extras: l.extras,
            })).concat(freeOrderLines(basket.promotions)),
          },
          promotions: { create: redemptionsOf(basket.promotions, customerId) },
        },
        select: { id: true },
      });
      // The slot's seat is taken in this transaction: a full slot refuses and rolls the order back.
      await reserveSlotSeat(tx, {
        orderId: order.id,
        fulfilment: timing.fulfilment,
        slotStart: timing.capacitySlot,
        capacity: rules.capacity[timing.fulfilment],
        now,
        asap: timing.slotStart === null,
      });
      // If the payment service fails, the transaction rolls back: no order without a payment.
      const providerOrderId = await provider.createOrder({
        amountPence: t.grandTotalPence,
        currency: config.CURRENCY,
        receipt: order.id,
      });
      await tx.payment.create({
        data: {
          orderId: order.id,
          provider: provider.mode,
          providerOrderId,
          amountPence: t.grandTotalPence,
          currency: config.CURRENCY,
        },
      });
      return {
        orderId: order.id,
        providerOrderId,
        amountPence: t.grandTotalPence,
        currency: config.CURRENCY,
        keyId: provider.keyId,
        testMode: provider.mode === "test",
      };
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
}

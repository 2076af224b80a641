import "server-only";
import { getDb } from "@/lib/platform/db";
import { findTakenPromotions } from "@/lib/promotions";
import { reserveSlotSeat } from "@/lib/shop";
import { dropUnsoldLines } from "../basket/drop-unsold-lines";
import type { OrderSnapshot } from "./decide-checkout";

/**
 * An order of this customer for the same basket whose payment is still being opened is waited
 * for, not doubled; one left without a payment for longer than this (its checkout died between
 * writing it and attaching the payment) is passed over.
 */
export const IN_FLIGHT_MS = 60_000;

export type Persisted =
  /** A new pending order holding its slot seat and its offers; its payment is still to open. */
  | { kind: "created"; orderId: string }
  /** The same basket checked out before, with its open payment: answered again. */
  | { kind: "reused"; orderId: string; providerOrderId: string; amountPence: number }
  /** The same basket is being checked out by another request right now. */
  | { kind: "in-flight" }
  /** Offers taken since the basket was priced (decision 023): price again. */
  | { kind: "taken"; promotionIds: string[] };

/**
 * Writes the decided order and its reservations (a slot seat, one redemption per offer) in one
 * short transaction that never waits on anything outside the database: the payment provider is
 * asked after it commits (create-pending-order.ts). A full slot refuses (409) and rolls it back.
 */
export async function persistPendingOrder(
  order: OrderSnapshot,
  input: {
    basketId: string | null;
    unsoldLineIds: string[];
    /** The provider that takes this order's payment. */ providerMode: string;
    now: Date;
  },
): Promise<Persisted> {
  const { customerId } = order;
  return getDb().$transaction(
    async (tx) => {
      // One checkout per customer at a time: concurrent clicks queue here and reuse the first.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`checkout:${customerId}`}, 0))`;
      const same = await tx.order.findFirst({
        where: {
          customerId,
          status: "pending",
          basketFingerprint: order.fingerprint,
          currency: order.currency,
          OR: [
            { payments: { some: { status: "created", provider: input.providerMode } } },
            { payments: { none: {} }, createdAt: { gt: new Date(input.now.getTime() - IN_FLIGHT_MS) } },
          ],
        },
        orderBy: { createdAt: "desc" },
        select: {
          id: true,
          grandTotalPence: true,
          tipPence: true,
          payments: {
            where: { status: "created", provider: input.providerMode },
            select: { providerOrderId: true },
            take: 1,
          },
        },
      });
      const payment = same?.payments[0];
      if (same && !payment) return { kind: "in-flight" };
      if (same && payment) {
        // Marks when this basket content was last checked out (see completePayment).
        await tx.order.update({ where: { id: same.id }, data: { updatedAt: new Date() } });
        return {
          kind: "reused",
          orderId: same.id,
          providerOrderId: payment.providerOrderId,
          amountPence: same.grandTotalPence + same.tipPence,
        };
      }
      const taken = await findTakenPromotions(tx, {
        customerId,
        promotionIds: order.redemptions.map((r) => r.promotionId),
        // The same basket checked out before with another way of paying or tip holds them for this checkout.
        ownBasketKey: order.basketKey,
      });
      if (taken.length) return { kind: "taken", promotionIds: taken };
      // The basket's clean-up a read leaves to the next write (load-basket.ts).
      if (input.unsoldLineIds.length) await dropUnsoldLines(tx, input.basketId);
      if (order.phoneForAccount) {
        // Only an account without a number takes it: one given at checkout or on the profile stays.
        await tx.customer.updateMany({
          where: { id: customerId, phone: null },
          data: { phone: order.phoneForAccount },
        });
      }
      const created = await tx.order.create({
        data: {
          customerId,
          status: "pending",
          currency: order.currency,
          subtotalPence: order.subtotalPence,
          discountPence: order.discountPence,
          deliveryFeePence: order.deliveryFeePence,
          grandTotalPence: order.grandTotalPence,
          paymentMethod: order.paymentMethod,
          tipPence: order.tipPence,
          promoCode: order.promoCode,
          ...order.delivery,
          fulfilment: order.timing.fulfilment,
          slotStart: order.timing.slotStart,
          promisedAt: order.timing.promisedAt,
          basketFingerprint: order.fingerprint,
          basketKey: order.basketKey,
          promotions: { create: order.redemptions },
        },
        select: { id: true },
      });
      // Not nested in the order's create: Prisma caches a plan per shape of a query, and each
      // order's count of lines, sizes, VAT classes and allergens made a new one (458 for 300
      // orders in a rush), filling its cache of 1,000 (about 50 MB after 900 customers).
      // createMany's plans are never cached (docs/speed-log.md, 2026-12-01 afternoon).
      await tx.orderLine.createMany({ data: order.lines.map((line) => ({ ...line, orderId: created.id })) });
      await reserveSlotSeat(tx, {
        orderId: created.id,
        fulfilment: order.timing.fulfilment,
        slotStart: order.timing.capacitySlot,
        capacity: order.slotCapacity,
        now: input.now,
        asap: order.timing.slotStart === null,
        customerId,
        basketKey: order.basketKey,
      });
      return { kind: "created", orderId: created.id };
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
}

import "server-only";
import { type DbClient, type DbTransaction } from "@/lib/platform/db";

/** How long an order whose payment is being opened holds its offers without a payment row. */
export const IN_FLIGHT_HOLD_MINUTES = 15;

/**
 * An order that holds its promotions without being paid yet: pending, with a payment that may
 * still be made. Reconciliation marks a payment expired (PAYMENT_EXPIRE_AFTER_S) only once the
 * provider says it was never captured, and that releases the hold (decision 023). A recent order
 * with no payment at all is one whose payment a checkout is opening right now (decision 026: the
 * provider is asked after the order is written, and a refusal deletes the order): it holds too,
 * or two checkouts could take the last use of a capped offer while the provider answers; one
 * whose checkout died before attaching a payment stops holding after IN_FLIGHT_HOLD_MINUTES.
 */
export function payableOrder() {
  return {
    OR: [
      { status: "pending" as const, payments: { some: { status: "created" as const } } },
      {
        status: "pending" as const,
        payments: { none: {} },
        createdAt: { gt: new Date(Date.now() - IN_FLIGHT_HOLD_MINUTES * 60_000) },
      },
      cashDueOrder(),
    ],
  };
}

/**
 * A paid order: the money is in. For card, Razorpay and test orders that is when they were
 * placed; a cash order is placed at once and paid when staff take the cash (decision 030).
 */
export function paidOrder() {
  return { paidAt: { not: null } };
}

/**
 * A paid order the shop did not reject or cancel: one whose offers were honoured. A rejected or
 * cancelled order was refunded in full and never reached the customer, so its offers were never
 * given: they stay the customer's to use, and do not count towards a usage cap.
 */
export function honouredOrder() {
  return { ...paidOrder(), status: { notIn: ["cancelled" as const, "rejected" as const] } };
}

/**
 * Whether the customer has had a first order, which a first-order offer asks: an honoured one.
 * "Is there one" (LIMIT 1) rather than a count of a regular's history.
 */
export async function customerHasPaidOrder(db: DbClient | DbTransaction, customerId: string): Promise<boolean> {
  const order = await db.order.findFirst({ where: { customerId, ...honouredOrder() }, select: { id: true } });
  return order !== null;
}

/**
 * A cash order placed and not paid yet: it holds its offers (the customer cannot use a first-order
 * offer on a second order meanwhile), and they count as used only once it is paid. Cancelled or
 * rejected unpaid, it holds nothing: the offer was never honoured (decision 030).
 */
export function cashDueOrder() {
  return {
    paymentMethod: "cash" as const,
    paidAt: null,
    placedAt: { not: null },
    status: { notIn: ["cancelled" as const, "rejected" as const] },
  };
}

/** Orders whose redemptions count as uses: paid and honoured, or unpaid but payable. */
export function countingOrder() {
  return { OR: [honouredOrder(), payableOrder()] };
}

import "server-only";

/** How long an unpaid order keeps its seat: long enough to pay, not long enough to block a slot. */
export const UNPAID_HOLD_MINUTES = 15;

/**
 * The orders that hold their slot's seat: placed ones until they end unmade (cancelled, or
 * rejected by the kitchen: neither is cooked), and unpaid ones for a while after their checkout.
 */
export function holdingOrders(now: Date) {
  return {
    OR: [
      { placedAt: { not: null }, status: { notIn: ["cancelled" as const, "rejected" as const] } },
      { status: "pending" as const, updatedAt: { gt: new Date(now.getTime() - UNPAID_HOLD_MINUTES * 60_000) } },
    ],
  };
}

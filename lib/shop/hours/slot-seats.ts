import "server-only";

/** How long an unpaid order keeps its seat: long enough to pay, not long enough to block a slot. */
export const UNPAID_HOLD_MINUTES = 15;

export function holdingOrders(now: Date) {
  return {
    OR: [
      { placedAt: { not: null }, status: { not: "cancelled" as const } },
      { status: "pending" as const, updatedAt: { gt: new Date(now.getTime() - UNPAID_HOLD_MINUTES * 60_000) } },
    ],
  };
}

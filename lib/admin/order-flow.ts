import type { OrderStatus } from "@/lib/db/generated/client";

// The kitchen's flow of an order, shared by the rule that moves orders (order-status.ts) and
// the API contract that names the statuses. No server imports.

export const ORDER_STATUSES = [
  "pending",
  "placed",
  "preparing",
  "out_for_delivery",
  "delivered",
  "cancelled",
] as const satisfies readonly OrderStatus[];

/** What an admin may move an order to (placed and pending are reached by paying). */
export const ADMIN_STATUSES = ["preparing", "out_for_delivery", "delivered", "cancelled"] as const satisfies readonly OrderStatus[];
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

/** The kitchen's flow; any open order can also be cancelled. */
export const NEXT_STATUSES: Record<OrderStatus, AdminStatus[]> = {
  pending: [],
  placed: ["preparing", "cancelled"],
  preparing: ["out_for_delivery", "cancelled"],
  out_for_delivery: ["delivered", "cancelled"],
  delivered: [],
  cancelled: [],
};

export function allowedNextStatuses(status: OrderStatus): AdminStatus[] {
  return NEXT_STATUSES[status];
}

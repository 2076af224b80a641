import type { OrderStatus } from "@/lib/platform/db";
import type { Fulfilment } from "@/lib/shop/shared";

// The kitchen's flow of an order, in one place: which statuses exist, which moves are allowed
// from each (for delivery and for collection), and which e-mail each move sends. Pure and
// shared by the rule that moves orders (move-order.ts), the API contracts and the screens.

export const ORDER_STATUSES = [
  "pending",
  "placed",
  "preparing",
  "out_for_delivery",
  "delivered",
  "cancelled",
  "accepted",
  "rejected",
  "ready_for_collection",
  "collected",
] as const satisfies readonly OrderStatus[];

/**
 * What the spec's `PATCH /api/adminauth/orderStatus/{id}` may move an order to: the spec's four
 * and the collection pair. Accepting (with a prep time) and rejecting (with a reason) have
 * endpoints of their own, because they need more than a status.
 */
export const ADMIN_STATUSES = [
  "preparing",
  "out_for_delivery",
  "delivered",
  "cancelled",
  "ready_for_collection",
  "collected",
] as const satisfies readonly OrderStatus[];
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

/** Statuses an order can be moved to by the kitchen, whatever the endpoint. */
export type KitchenStatus = AdminStatus | "accepted" | "rejected";

/** Orders no one will move any more. */
export const FINAL_STATUSES = [
  "delivered",
  "collected",
  "cancelled",
  "rejected",
] as const satisfies readonly OrderStatus[];

/** The prep times the board offers when accepting (minutes until the customer has the order). */
export const PREP_MINUTES_CHOICES = [10, 15, 20, 30, 45, 60, 90] as const;
export const PREP_MINUTES_MIN = 5;
export const PREP_MINUTES_MAX = 180;

const ON_ITS_WAY: Record<Fulfilment, KitchenStatus> = {
  delivery: "out_for_delivery",
  collection: "ready_for_collection",
};
const HANDED_OVER: Record<Fulfilment, KitchenStatus> = { delivery: "delivered", collection: "collected" };

/**
 * The moves from each status. A new paid order is accepted (with a time) or rejected; the
 * spec's clients may still move it straight to preparing. Any open order can be cancelled.
 */
export function nextStatuses(status: OrderStatus, fulfilment: Fulfilment): KitchenStatus[] {
  switch (status) {
    case "placed":
      return ["accepted", "rejected", "preparing", "cancelled"];
    case "accepted":
      return ["preparing", ON_ITS_WAY[fulfilment], "cancelled"];
    case "preparing":
      return [ON_ITS_WAY[fulfilment], "cancelled"];
    case "out_for_delivery":
    case "ready_for_collection":
      return [HANDED_OVER[fulfilment], "cancelled"];
    default:
      return [];
  }
}

export function isMoveAllowed(from: OrderStatus, fulfilment: Fulfilment, to: KitchenStatus): boolean {
  return nextStatuses(from, fulfilment).includes(to);
}

export type OrderMailTemplate =
  "order-accepted" | "order-out-for-delivery" | "order-ready" | "order-rejected" | "order-cancelled";

/**
 * The e-mail a move sends, if any. Preparing straight from placed (the spec's clients) tells
 * the customer the order was accepted; preparing after accepting says nothing new.
 */
export function mailForMove(from: OrderStatus, to: KitchenStatus): OrderMailTemplate | null {
  switch (to) {
    case "accepted":
      return "order-accepted";
    case "preparing":
      return from === "placed" ? "order-accepted" : null;
    case "out_for_delivery":
      return "order-out-for-delivery";
    case "ready_for_collection":
      return "order-ready";
    case "rejected":
      return "order-rejected";
    case "cancelled":
      return "order-cancelled";
    default:
      return null;
  }
}

/** Moves that give the customer's money back (what is left of it). */
export function refundsOnMove(to: KitchenStatus): boolean {
  return to === "rejected" || to === "cancelled";
}

/** Words for a status, as the kitchen reads them (the board, the admin's order screens). */
export const STATUS_TEXT: Record<OrderStatus, string> = {
  pending: "Awaiting payment",
  placed: "New",
  accepted: "Accepted",
  preparing: "Preparing",
  out_for_delivery: "Out for delivery",
  ready_for_collection: "Ready for collection",
  delivered: "Delivered",
  collected: "Collected",
  cancelled: "Cancelled",
  rejected: "Rejected",
};

/**
 * The same statuses as the customer reads them (tracking, order history, the confirmation page):
 * the shop's words, never the wire's `out_for_delivery` (issue 25).
 */
export const CUSTOMER_STATUS_TEXT: Record<OrderStatus, string> = {
  pending: "Awaiting payment",
  placed: "Order placed",
  accepted: "Accepted by the kitchen",
  preparing: "Being prepared",
  out_for_delivery: "Out for delivery",
  ready_for_collection: "Ready for collection",
  delivered: "Delivered",
  collected: "Collected",
  cancelled: "Cancelled",
  rejected: "Not accepted by the shop",
};

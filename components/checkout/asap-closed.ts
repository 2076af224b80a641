import { clockTime, dayAndTime, FULFILMENT_NAMES, type Fulfilment } from "@/lib/shop/shared";
import type { TStoreStatus } from "@/lib/api/store/trading/contract";

type TOpening = TStoreStatus["delivery"];

/** Open, but an order for now would be ready after the close: only orders ahead (decision 109). */
export function isPastLastOrders(state: TOpening, now: Date): boolean {
  return state.open && state.lastOrdersAt !== null && now > new Date(state.lastOrdersAt);
}

/**
 * Why the checkout cannot order for as soon as possible, said under its choice: closed
 * ("Delivery is closed now: it opens today at 17:50.") or past last orders; null when it can.
 */
export function asapClosedReason(state: TOpening, fulfilment: Fulfilment, now: Date): string | null {
  const name = FULFILMENT_NAMES[fulfilment];
  if (!state.open)
    return `${name} is closed now${state.opensAt ? `: it opens ${dayAndTime(state.opensAt, now)}` : ""}.`;
  if (isPastLastOrders(state, now))
    return `${name} has stopped taking orders for now: last orders were at ${clockTime(state.lastOrdersAt!)}.`;
  return null;
}

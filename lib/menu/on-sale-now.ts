import type { AvailabilityView } from "./types";

/**
 * A dish sold out until a time is back on sale at that time, not when its cached view is next
 * read from the database: the storefront brings availability up to the clock on every read.
 */
export function onSaleNow<T extends AvailabilityView>(view: T, now: Date): T {
  if (!view.soldOut || !view.soldOutUntil || new Date(view.soldOutUntil).getTime() > now.getTime()) return view;
  return { ...view, soldOut: false, soldOutUntil: null, available: !view.hidden };
}

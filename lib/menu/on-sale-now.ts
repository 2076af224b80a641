import { soonest } from "@/lib/platform/cache";
import type { AvailabilityView } from "./types";

/**
 * A dish sold out until a time is back on sale at that time, not when its cached view is next
 * read from the database: the storefront brings availability up to the clock on every read.
 */
export function onSaleNow<T extends AvailabilityView>(view: T, now: Date): T {
  if (!view.soldOut || !view.soldOutUntil || new Date(view.soldOutUntil).getTime() > now.getTime()) return view;
  return { ...view, soldOut: false, soldOutUntil: null, available: !view.hidden };
}

/** What `listOnSaleNow` made of a list, and the span of time it holds for. */
const upToTheClock = new WeakMap<readonly object[], { from: number; until: number; views: readonly object[] }>();

/**
 * Every view of `views` brought up to the clock. A frozen list (a cached read many answers
 * share) gives the same frozen answer until the next of its dishes is back on sale, so a
 * menu read again and again is not copied for every request.
 */
export function listOnSaleNow<T extends AvailabilityView>(views: readonly T[], now: Date): readonly T[] {
  if (!Object.isFrozen(views)) return views.map((view) => onSaleNow(view, now));
  const at = now.getTime();
  const kept = upToTheClock.get(views);
  if (kept && at >= kept.from && at < kept.until) return kept.views as readonly T[];
  const fresh = Object.freeze(views.map((view) => Object.freeze(onSaleNow(view, now))));
  const nextBackOnSale = soonest(
    views.map((view) => view.soldOutUntil),
    now,
  );
  upToTheClock.set(views, { from: at, until: nextBackOnSale?.getTime() ?? Infinity, views: fresh });
  return fresh;
}

"use client";

import { useStoreStatus } from "./use-store-status";

/**
 * Why ordering is paused and until when, that last orders have gone (decision 109), or that the kitchen is busy; with `isClosedShown` (the
 * home page, which has no opening hours of its own), that the shop is closed and when it opens.
 */
export function StoreNotice({ isClosedShown = false }: { isClosedShown?: boolean }) {
  const status = useStoreStatus();
  const isClosed = !!status && !status.delivery.open && !status.collection.open;
  const opens = status?.labels.opens;
  const message = !status
    ? null
    : status.paused
      ? status.labels.pausedUntil
        ? `We have paused online ordering until ${status.labels.pausedUntil}, as the kitchen is very busy. You can still build your basket.`
        : "We have paused online ordering for now, as the kitchen is very busy. You can still build your basket."
      : status.labels.lastOrders
        ? `${status.labels.lastOrders} ${status.canOrderAhead ? "You can order ahead for later." : "You can still build your basket."}`
        : isClosedShown && isClosed
          ? `We are closed at the moment.${opens ? ` We open ${opens}.` : ""} ${status.canOrderAhead ? "You can order ahead for later." : "You can still build your basket."}`
          : status.busyExtraMinutes > 0
            ? `We are busy: orders take about ${status.busyExtraMinutes} minutes longer than usual.`
            : null;
  return (
    <div role="status" aria-live="polite" data-testid="store-notice">
      {message ? (
        <p className="mb-5 rounded-xl border border-amber-700/40 bg-amber-50 px-4 py-3 font-semibold text-amber-950 sm:mb-8">
          {message}
        </p>
      ) : null}
    </div>
  );
}

"use client";

import { dayAndTime } from "@/lib/shop/shared";
import { useStoreStatus } from "./use-store-status";

/** Why ordering is paused and until when, or that the kitchen is busy; nothing otherwise. */
export function StoreNotice() {
  const status = useStoreStatus();
  const message = !status
    ? null
    : status.paused
      ? status.pausedUntil
        ? `We have paused online ordering until ${dayAndTime(status.pausedUntil, new Date(status.now))}, as the kitchen is very busy. You can still build your basket.`
        : "We have paused online ordering for now, as the kitchen is very busy. You can still build your basket."
      : status.busyExtraMinutes > 0
        ? `We are busy: orders take about ${status.busyExtraMinutes} minutes longer than usual.`
        : null;
  return (
    <div role="status" aria-live="polite" data-testid="store-notice">
      {message ? (
        <p className="mb-5 rounded-xl border border-amber-700/40 bg-amber-50 px-4 py-3 font-semibold text-amber-950 sm:mb-8">{message}</p>
      ) : null}
    </div>
  );
}

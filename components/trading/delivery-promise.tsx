"use client";

import { promiseMinutesText, type Fulfilment } from "@/lib/shop/shared";
import { useStoreStatus } from "./use-store-status";

// The shop's promise as the live rules make it (GET /api/store/status's `promise`: prep or
// delivery minutes, busy minutes, the zones' extra minutes), so it changes when the admin
// changes them or the kitchen gets busy. The pages are served from the page cache: the figures
// in their HTML are the status the page was rendered with (use-store-status.ts), replaced by the
// first poll's.

/** The hero's "Delivery in 45-55 Minutes" (the spec's shape, the live figures). */
export function DeliveryPromise() {
  const status = useStoreStatus();
  return (
    <span data-testid="hero-delivery-promise" aria-live="polite">
      {status ? `Delivery in ${promiseMinutesText(status.promise.delivery)} Minutes` : "Delivery to your door"}
    </span>
  );
}

/** "45–55 minutes" for the delivery information; "(busy)" while the kitchen has added minutes. */
export function PromiseMinutes({ fulfilment }: { fulfilment: Fulfilment }) {
  const status = useStoreStatus();
  const text = status
    ? `${promiseMinutesText(status.promise[fulfilment]).replace("-", "–")} minutes${status.promise.isBusy ? " (busier than usual)" : ""}`
    : "\u00a0";
  return <span data-testid={`${fulfilment}-promise`}>{text}</span>;
}

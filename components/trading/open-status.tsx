"use client";

import type { Fulfilment } from "@/lib/shop/shared";
import { useStoreStatus } from "./use-store-status";

// The words are the server's (the status's labels): the browser formats no time to show them.

export function OpenStatus() {
  const status = useStoreStatus();
  return (
    <span data-testid="open-status" aria-live="polite">
      {status ? status.labels.shop : "Opening hours"}
    </span>
  );
}

export function FulfilmentStatusText({ fulfilment }: { fulfilment: Fulfilment }) {
  const status = useStoreStatus();
  return <span data-testid={`${fulfilment}-status`}>{status ? status.labels[fulfilment] : "\u00a0"}</span>;
}

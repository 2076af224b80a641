"use client";

import { clockTime, dayAndTime ,type  Fulfilment } from "@/lib/shop/shared";
import type { TStoreStatus } from "@/lib/api/store/trading/contract";
import { useStoreStatus } from "./use-store-status";

/** "Open until 03:00" or "Closed - opens today at 16:50", for the shop as a whole. */
export function describeShop(status: TStoreStatus): string {
  const { delivery, collection } = status;
  if (delivery.open || collection.open) {
    const closes = [delivery.closesAt, collection.closesAt].filter((t): t is string => t !== null).sort().at(-1);
    return closes ? `Open until ${clockTime(closes)}` : "Open";
  }
  const opens = [delivery.opensAt, collection.opensAt].filter((t): t is string => t !== null).sort()[0];
  return opens ? `Closed - opens ${dayAndTime(opens, new Date(status.now))}` : "Closed";
}

/** "from 17:50" / "until 03:00" / "from tomorrow at 16:50": read after "Delivery" or "Collection". */
export function describeFulfilment(status: TStoreStatus, fulfilment: Fulfilment): string {
  const s = status[fulfilment];
  if (s.open) return s.closesAt ? `until ${clockTime(s.closesAt)}` : "open now";
  if (!s.opensAt) return "closed";
  const when = dayAndTime(s.opensAt, new Date(status.now));
  return when.startsWith("today") ? `from ${clockTime(s.opensAt)}` : `from ${when}`;
}

export function OpenStatus() {
  const status = useStoreStatus();
  return (
    <span data-testid="open-status" aria-live="polite">
      {status ? describeShop(status) : "Opening hours"}
    </span>
  );
}

export function FulfilmentStatusText({ fulfilment }: { fulfilment: Fulfilment }) {
  const status = useStoreStatus();
  return <span data-testid={`${fulfilment}-status`}>{status ? describeFulfilment(status, fulfilment) : "\u00a0"}</span>;
}

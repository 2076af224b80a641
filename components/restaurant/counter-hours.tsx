"use client";

import { useStoreStatus } from "@/components/trading/use-store-status";

// A module of its own: the trading status's module loads on every storefront page, and all its
// exports with it (decision 060), where this is drawn on /restaurant only.

/**
 * When the counter hands over collection orders, read after "ready at the counter": ", open until
 * 03:00", ", open from tomorrow at 16:50", in the status's 24-hour words written by the server
 * (a fixed "3:00 AM" was neither the shop's clock nor its timetable).
 */
export function CollectionCounterHours() {
  const status = useStoreStatus();
  if (!status) return null;
  const { collection, labels } = status;
  if (collection.open) return <>, open {collection.closesAt ? labels.collection : "now"}</>;
  return <>{collection.opensAt ? `, open ${labels.collection}` : ": closed for now"}</>;
}

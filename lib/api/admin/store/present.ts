import "server-only";
import { toMajor } from "@/lib/platform/money";
import type { PauseState } from "@/lib/shop";
import { isPaused, type StoreRules } from "@/lib/shop/shared";
import { londonIso } from "../../store/trading/present";
import type { TStoreSettings } from "./contract";

export function presentStoreSettings(rules: StoreRules, now: Date): TStoreSettings {
  const paused = isPaused(rules, now);
  const finite = (n: number) => (Number.isFinite(n) ? n : 100);
  return {
    prepMinutes: rules.prepMinutes,
    deliveryMinutes: rules.deliveryMinutes,
    deliverySlotCapacity: finite(rules.capacity.delivery),
    collectionSlotCapacity: finite(rules.capacity.collection),
    busyExtraMinutes: rules.busyExtraMinutes,
    minimumAppliesToCollection: rules.minimumAppliesToCollection,
    maxOrderValue: toMajor(rules.maxOrderPence),
    cashOnDelivery: rules.cash.delivery,
    payAtCollection: rules.cash.collection,
    cashMaxOrder: toMajor(rules.cash.maxOrderPence),
    adminPreview: rules.adminPreview,
    paused,
    pausedUntil: paused && rules.pausedUntil && !rules.pausedIndefinitely ? londonIso(rules.pausedUntil) : null,
    pausedIndefinitely: rules.pausedIndefinitely,
  };
}

/** A pause as the audit trail records it (store.pause, store.resume): when it ends, if it does. */
export function auditPause({ pausedUntil, pausedIndefinitely }: PauseState) {
  return { pausedUntil: pausedUntil?.toISOString() ?? null, pausedIndefinitely };
}

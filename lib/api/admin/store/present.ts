import "server-only";
import { toMajor } from "@/lib/platform/money";
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

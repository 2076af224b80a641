import "server-only";
import { toMajor } from "@/lib/platform/money";
import type { PauseState, SavedStoreSettings } from "@/lib/shop";
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

/** The settings the form edits, as the trail records them (amounts in pence; cash apart). */
function settingsForAudit(rules: StoreRules) {
  return {
    prepMinutes: rules.prepMinutes,
    deliveryMinutes: rules.deliveryMinutes,
    deliverySlotCapacity: rules.capacity.delivery,
    collectionSlotCapacity: rules.capacity.collection,
    busyExtraMinutes: rules.busyExtraMinutes,
    minimumAppliesToCollection: rules.minimumAppliesToCollection,
    maxOrderPence: rules.maxOrderPence,
    adminPreview: rules.adminPreview,
  };
}

/** The cash settings as the owner decides them, one group on the trail (payments.settings). */
function cashForAudit(rules: StoreRules) {
  return {
    cashOnDelivery: rules.cash.delivery,
    payAtCollection: rules.cash.collection,
    cashMaxOrder: toMajor(rules.cash.maxOrderPence),
  };
}

/**
 * A store settings save on the trail: every field it changed (prep time, slots and limits move
 * what customers are promised and may order), and the cash settings as one group when they changed.
 */
export function auditStoreSettings({ before, rules, changesPayments }: SavedStoreSettings) {
  const was = settingsForAudit(before);
  const now = settingsForAudit(rules);
  const changed = (Object.keys(now) as (keyof typeof now)[]).filter((key) => was[key] !== now[key]);
  const pick = (values: typeof now) => Object.fromEntries(changed.map((key) => [key, values[key]]));
  return {
    action: changesPayments ? ("payments.settings" as const) : ("store.settings" as const),
    before: { ...pick(was), ...(changesPayments ? cashForAudit(before) : {}) },
    after: { ...pick(now), ...(changesPayments ? cashForAudit(rules) : {}) },
  };
}

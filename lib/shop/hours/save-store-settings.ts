import "server-only";
import { getDb, lockSettings } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { rulesFromRow } from "./load-store-rules";
import { FIRST_SETTINGS, UNCONFIGURED_RULES, type StoreRules } from "./store-rules";

export type StoreSettingsInput = {
  prepMinutes: number;
  deliveryMinutes: number;
  deliverySlotCapacity: number;
  collectionSlotCapacity: number;
  busyExtraMinutes: number;
  minimumAppliesToCollection: boolean;
  /** Absent: unchanged (the field came after the others). */
  maxOrderPence?: number;
  /** Absent: unchanged. The payment settings: see `authorisePaymentChange`. */
  cashOnDelivery?: boolean;
  payAtCollection?: boolean;
  cashMaxOrderPence?: number;
  /** Absent: unchanged. */
  adminPreview?: boolean;
};

export type SavedStoreSettings = {
  before: StoreRules;
  rules: StoreRules;
  /** Whether the save changed the cash settings (the owner's to decide, decision 030). */
  changesPayments: boolean;
};

/**
 * The kitchen's minutes, slot capacity, busy minutes and limits (the contract checks the
 * ranges), and the cash settings. `authorisePaymentChange` is called, and may refuse, only when
 * the cash settings would change: a manager may save the rest of the same form.
 *
 * Answers the rules as they were and as written, read under the settings' lock in the write's
 * transaction: of two saves at once the second records the first's as its before.
 */
export async function saveStoreSettings(
  input: StoreSettingsInput,
  authorisePaymentChange: () => void,
): Promise<SavedStoreSettings> {
  if (input.deliveryMinutes < input.prepMinutes) {
    // A delivery's minutes run from the order to the door (leadMinutes; the ticket prints that
    // long before its slot): the cooking is in them. Fewer than the cooking alone promised every
    // delivery sooner than a collection, and printed pre-orders too late to cook them.
    const message = `Delivery minutes count from the order to the customer's door, the ${input.prepMinutes} minutes of preparation and the ride: give at least ${input.prepMinutes}.`;
    throw AppError.invalidInput("Check the highlighted fields and try again.", { deliveryMinutes: message });
  }
  const { cashOnDelivery, payAtCollection, cashMaxOrderPence, ...rest } = input;
  return getDb().$transaction(async (tx) => {
    await lockSettings(tx, "StoreSettings");
    const row = await tx.storeSettings.findUnique({ where: { id: 1 } });
    const before = row ? rulesFromRow(row) : UNCONFIGURED_RULES;
    const cash = {
      cashOnDelivery: cashOnDelivery ?? before.cash.delivery,
      payAtCollection: payAtCollection ?? before.cash.collection,
      cashMaxOrderPence: cashMaxOrderPence ?? before.cash.maxOrderPence,
    };
    const changesPayments =
      cash.cashOnDelivery !== before.cash.delivery ||
      cash.payAtCollection !== before.cash.collection ||
      cash.cashMaxOrderPence !== before.cash.maxOrderPence;
    if (changesPayments) authorisePaymentChange();
    const update = { ...rest, ...(changesPayments ? cash : {}) };
    const saved = await tx.storeSettings.upsert({
      where: { id: 1 },
      update,
      create: { ...FIRST_SETTINGS, id: 1, ...update },
    });
    return { before, rules: rulesFromRow(saved), changesPayments };
  });
}

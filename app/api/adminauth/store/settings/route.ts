import { getStoreSettings, putStoreSettings } from "@/lib/api/admin/store/contract";
import { presentStoreSettings } from "@/lib/api/admin/store/present";
import { handle } from "@/lib/api/handle";
import { checkPermission } from "@/lib/accounts";
import { toMajor, toMinor } from "@/lib/platform/money";
import { loadStoreRules, saveStoreSettings } from "@/lib/shop";
import type { StoreRules } from "@/lib/shop/shared";

export const GET = handle(getStoreSettings, async () => ({
  data: presentStoreSettings(await loadStoreRules(), new Date()),
  message: "Store settings",
}));

export const PUT = handle(putStoreSettings, async ({ auth, body }) => {
  const { maxOrderValue, cashOnDelivery, payAtCollection, cashMaxOrder, adminPreview, ...minutesAndCapacity } = body;
  const current = await loadStoreRules();
  const cashBefore = {
    cashOnDelivery: current.cash.delivery,
    payAtCollection: current.cash.collection,
    cashMaxOrder: toMajor(current.cash.maxOrderPence),
  };
  const cashAfter = {
    cashOnDelivery: cashOnDelivery ?? cashBefore.cashOnDelivery,
    payAtCollection: payAtCollection ?? cashBefore.payAtCollection,
    cashMaxOrder: cashMaxOrder ?? cashBefore.cashMaxOrder,
  };
  const changesPayments = JSON.stringify(cashAfter) !== JSON.stringify(cashBefore);
  // Payment settings are the owner's (decision 030): a manager may save the rest of the form.
  if (changesPayments) checkPermission(auth, "payments.settings");
  await saveStoreSettings({
    ...minutesAndCapacity,
    ...(adminPreview === undefined ? {} : { adminPreview }),
    ...(maxOrderValue === undefined ? {} : { maxOrderPence: toMinor(maxOrderValue) }),
    ...(changesPayments
      ? {
          cashOnDelivery: cashAfter.cashOnDelivery,
          payAtCollection: cashAfter.payAtCollection,
          cashMaxOrderPence: toMinor(cashAfter.cashMaxOrder),
        }
      : {}),
  });
  const saved = await loadStoreRules();
  // Every field the save changed is on the trail (prep time, slots, limits move what customers
  // are promised and may order); the cash settings go as one group, as the owner decides them.
  const before = settingsForAudit(current);
  const after = settingsForAudit(saved);
  const changed = (Object.keys(after) as (keyof typeof after)[]).filter((key) => before[key] !== after[key]);
  const pick = (values: typeof after) => Object.fromEntries(changed.map((key) => [key, values[key]]));
  return {
    data: presentStoreSettings(saved, new Date()),
    message: "Store settings saved",
    audit: {
      action: changesPayments ? "payments.settings" : "store.settings",
      targetType: "store",
      before: { ...pick(before), ...(changesPayments ? cashBefore : {}) },
      after: { ...pick(after), ...(changesPayments ? cashAfter : {}) },
    },
  };
});

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

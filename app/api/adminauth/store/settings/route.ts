import { getStoreSettings, putStoreSettings } from "@/lib/api/admin/store/contract";
import { presentStoreSettings } from "@/lib/api/admin/store/present";
import { handle } from "@/lib/api/handle";
import { checkPermission } from "@/lib/accounts";
import { toMajor, toMinor } from "@/lib/platform/money";
import { loadStoreRules, saveStoreSettings } from "@/lib/shop";

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
  // What customers see on the landing page: said on the audit trail with its before and after.
  const changesPreview = adminPreview !== undefined && adminPreview !== current.adminPreview;
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
  return {
    data: presentStoreSettings(await loadStoreRules(), new Date()),
    message: "Store settings saved",
    ...(changesPayments || changesPreview
      ? {
          audit: {
            action: changesPayments ? "payments.settings" : "store.settings",
            targetType: "store",
            before: {
              ...(changesPayments ? cashBefore : {}),
              ...(changesPreview ? { adminPreview: current.adminPreview } : {}),
            },
            after: { ...(changesPayments ? cashAfter : {}), ...(changesPreview ? { adminPreview } : {}) },
          },
        }
      : {}),
  };
});

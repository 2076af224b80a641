import { getStoreSettings, putStoreSettings } from "@/lib/api/admin/store/contract";
import { auditStoreSettings, presentStoreSettings } from "@/lib/api/admin/store/present";
import { handle } from "@/lib/api/handle";
import { checkPermission } from "@/lib/accounts";
import { toMinor } from "@/lib/platform/money";
import { loadStoreRules, saveStoreSettings } from "@/lib/shop";

export const GET = handle(getStoreSettings, async () => ({
  data: presentStoreSettings(await loadStoreRules(), new Date()),
  message: "Store settings",
}));

export const PUT = handle(putStoreSettings, async ({ auth, body }) => {
  const { maxOrderValue, cashMaxOrder, adminPreview, ...rest } = body;
  const saved = await saveStoreSettings(
    {
      ...rest,
      ...(adminPreview === undefined ? {} : { adminPreview }),
      ...(maxOrderValue === undefined ? {} : { maxOrderPence: toMinor(maxOrderValue) }),
      ...(cashMaxOrder === undefined ? {} : { cashMaxOrderPence: toMinor(cashMaxOrder) }),
    },
    // Payment settings are the owner's (decision 030): a manager may save the rest of the form.
    () => checkPermission(auth, "payments.settings"),
  );
  return {
    data: presentStoreSettings(saved.rules, new Date()),
    message: "Store settings saved",
    audit: { targetType: "store", ...auditStoreSettings(saved) },
  };
});

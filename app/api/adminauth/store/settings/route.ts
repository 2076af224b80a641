import { getStoreSettings, putStoreSettings } from "@/lib/api/admin/store/contract";
import { presentStoreSettings } from "@/lib/api/admin/store/present";
import { handle } from "@/lib/api/handle";
import { toMinor } from "@/lib/platform/money";
import { loadStoreRules, saveStoreSettings } from "@/lib/shop";

export const GET = handle(getStoreSettings, async () => ({
  data: presentStoreSettings(await loadStoreRules(), new Date()),
  message: "Store settings",
}));

export const PUT = handle(putStoreSettings, async ({ body }) => {
  const { maxOrderValue, ...minutesAndCapacity } = body;
  await saveStoreSettings({ ...minutesAndCapacity, ...(maxOrderValue === undefined ? {} : { maxOrderPence: toMinor(maxOrderValue) }) });
  return { data: presentStoreSettings(await loadStoreRules(), new Date()), message: "Store settings saved" };
});

import { getStoreSettings, putStoreSettings } from "@/lib/api/admin/store/contract";
import { presentStoreSettings } from "@/lib/api/admin/store/present";
import { handle } from "@/lib/api/handle";
import { loadStoreRules } from "@/lib/store-hours/load-store-rules";
import { saveStoreSettings } from "@/lib/store-hours/save-store-settings";

export const GET = handle(getStoreSettings, async () => ({
  data: presentStoreSettings(await loadStoreRules(), new Date()),
  message: "Store settings",
}));

export const PUT = handle(putStoreSettings, async ({ body }) => {
  await saveStoreSettings(body);
  return { data: presentStoreSettings(await loadStoreRules(), new Date()), message: "Store settings saved" };
});

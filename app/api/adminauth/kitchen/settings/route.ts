import { loadKitchenSettings, saveKitchenSettings } from "@/lib/alerts";
import { getKitchenSettings, putKitchenSettings } from "@/lib/api/admin/kitchen/contract";
import { handle } from "@/lib/api/handle";

export const GET = handle(getKitchenSettings, async () => ({
  data: await loadKitchenSettings(),
  message: "Kitchen settings",
}));

export const PUT = handle(putKitchenSettings, async ({ body }) => {
  const before = await loadKitchenSettings();
  const saved = await saveKitchenSettings(body);
  return {
    data: saved,
    message: "Kitchen settings saved",
    audit: { action: "store.kitchen-settings", targetType: "store", before, after: saved },
  };
});

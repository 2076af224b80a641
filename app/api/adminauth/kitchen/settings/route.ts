import { loadKitchenSettings, saveKitchenSettings } from "@/lib/alerts";
import { getKitchenSettings, putKitchenSettings } from "@/lib/api/admin/kitchen/contract";
import { handle } from "@/lib/api/handle";

export const GET = handle(getKitchenSettings, async () => ({
  data: await loadKitchenSettings(),
  message: "Kitchen settings",
}));

export const PUT = handle(putKitchenSettings, async ({ body }) => {
  const { before, settings } = await saveKitchenSettings(body);
  return {
    data: settings,
    message: "Kitchen settings saved",
    audit: { action: "store.kitchen-settings", targetType: "store", before, after: settings },
  };
});

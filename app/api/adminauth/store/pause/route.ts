import { pauseStore } from "@/lib/api/admin/store/contract";
import { presentStoreSettings } from "@/lib/api/admin/store/present";
import { handle } from "@/lib/api/handle";
import { loadStoreRules, pauseOrdering } from "@/lib/shop";

export const POST = handle(pauseStore, async ({ body: { minutes } }) => {
  const now = new Date();
  await pauseOrdering(minutes, now);
  return {
    data: presentStoreSettings(await loadStoreRules(), now),
    message: minutes === 0 ? "Online ordering resumed" : "Online ordering paused",
  };
});

import { pauseStore } from "@/lib/api/admin/store/contract";
import { auditPause, presentStoreSettings } from "@/lib/api/admin/store/present";
import { handle } from "@/lib/api/handle";
import { pauseOrdering } from "@/lib/shop";

export const POST = handle(pauseStore, async ({ body: { minutes } }) => {
  const now = new Date();
  const { before, rules } = await pauseOrdering(minutes, now);
  return {
    data: presentStoreSettings(rules, now),
    message: minutes === 0 ? "Online ordering resumed" : "Online ordering paused",
    audit: {
      action: minutes === 0 ? "store.resume" : "store.pause",
      targetType: "store",
      before: auditPause(before),
      // null minutes: until the admin resumes.
      after: { ...auditPause(rules), minutes },
    },
  };
});

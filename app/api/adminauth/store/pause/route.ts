import { pauseStore } from "@/lib/api/admin/store/contract";
import { presentStoreSettings } from "@/lib/api/admin/store/present";
import { handle } from "@/lib/api/handle";
import { loadStoreRules, pauseOrdering } from "@/lib/shop";

const pauseOf = ({ pausedUntil, pausedIndefinitely }: { pausedUntil: Date | null; pausedIndefinitely: boolean }) => ({
  pausedUntil: pausedUntil?.toISOString() ?? null,
  pausedIndefinitely,
});

export const POST = handle(pauseStore, async ({ body: { minutes } }) => {
  const now = new Date();
  const before = await loadStoreRules();
  await pauseOrdering(minutes, now);
  const after = await loadStoreRules();
  return {
    data: presentStoreSettings(after, now),
    message: minutes === 0 ? "Online ordering resumed" : "Online ordering paused",
    audit: {
      action: minutes === 0 ? "store.resume" : "store.pause",
      targetType: "store",
      before: pauseOf(before),
      // null minutes: until the admin resumes.
      after: { ...pauseOf(after), minutes },
    },
  };
});

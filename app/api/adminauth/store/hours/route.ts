import { getStoreHours, putStoreHours } from "@/lib/api/admin/store/contract";
import { handle } from "@/lib/api/handle";
import { loadStoreRules, saveTimetable } from "@/lib/shop";

export const GET = handle(getStoreHours, async () => ({
  data: (await loadStoreRules()).timetable,
  message: "Trading hours",
}));

export const PUT = handle(putStoreHours, async ({ body }) => {
  // Read inside the write's transaction: the hours as they were, not a kept copy.
  const before = (await loadStoreRules()).timetable;
  const saved = await saveTimetable(body);
  return {
    data: saved,
    message: "Trading hours saved",
    audit: { action: "store.hours", targetType: "store", before, after: saved },
  };
});

import { getStoreHours, putStoreHours } from "@/lib/api/admin/store/contract";
import { handle } from "@/lib/api/handle";
import { loadStoreRules, saveTimetable } from "@/lib/shop";

export const GET = handle(getStoreHours, async () => ({
  data: (await loadStoreRules()).timetable,
  message: "Trading hours",
}));

export const PUT = handle(putStoreHours, async ({ body }) => {
  const { before, timetable } = await saveTimetable(body);
  return {
    data: timetable,
    message: "Trading hours saved",
    audit: { action: "store.hours", targetType: "store", before, after: timetable },
  };
});

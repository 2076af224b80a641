import { getStoreHours, putStoreHours } from "@/lib/api/admin/store/contract";
import { handle } from "@/lib/api/handle";
import { loadStoreRules, saveTimetable } from "@/lib/shop";

export const GET = handle(getStoreHours, async () => ({
  data: (await loadStoreRules()).timetable,
  message: "Trading hours",
}));

export const PUT = handle(putStoreHours, async ({ body }) => ({
  data: await saveTimetable(body),
  message: "Trading hours saved",
}));

import { loadDayReport } from "@/lib/ordering";
import { getDayReport } from "@/lib/api/admin/reports/contract";
import { presentDayReport } from "@/lib/api/admin/reports/present";
import { handle } from "@/lib/api/handle";

export const GET = handle(getDayReport, async ({ query }) => ({
  data: presentDayReport(await loadDayReport(query.date)),
  message: "Day report",
}));

import { loadVatReport } from "@/lib/ordering";
import { getVatReport } from "@/lib/api/admin/reports/contract";
import { presentVatReport } from "@/lib/api/admin/reports/present";
import { handle } from "@/lib/api/handle";

export const GET = handle(getVatReport, async ({ query }) => ({
  data: presentVatReport(await loadVatReport(query.from, query.to)),
  message: "VAT report",
}));

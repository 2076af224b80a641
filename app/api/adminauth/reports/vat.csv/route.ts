import { loadVatReport } from "@/lib/ordering";
import { getVatReportCsv } from "@/lib/api/admin/reports/contract";
import { vatReportCsv } from "@/lib/api/admin/reports/present";
import { handle } from "@/lib/api/handle";

export const GET = handle(getVatReportCsv, async ({ query }) => ({
  data: vatReportCsv(await loadVatReport(query.from, query.to)),
  message: "VAT report",
  filename: `vat-${query.from}-to-${query.to}.csv`,
}));

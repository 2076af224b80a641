import { loadOrderLines } from "@/lib/ordering";
import { getOrdersCsv } from "@/lib/api/admin/reports/contract";
import { ordersCsv } from "@/lib/api/admin/reports/present";
import { handle } from "@/lib/api/handle";

export const GET = handle(getOrdersCsv, async ({ query }) => ({
  data: ordersCsv(await loadOrderLines(query.from, query.to)),
  message: "Orders",
  filename: `orders-${query.from}-to-${query.to}.csv`,
}));

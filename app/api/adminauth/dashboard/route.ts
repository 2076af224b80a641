import { loadDashboard } from "@/lib/ordering";
import { getDashboard } from "@/lib/api/admin/dashboard/contract";
import { presentDashboard } from "@/lib/api/admin/dashboard/present";
import { handle } from "@/lib/api/handle";

export const GET = handle(getDashboard, async ({ query }) => ({
  data: presentDashboard(await loadDashboard(query)),
  message: "Dashboard",
}));

import type { Metadata } from "next";
import { DashboardPage } from "@/components/admin/dashboard/dashboard-page";
import { requireAdminPage } from "@/components/admin/session";

export const metadata: Metadata = { title: "Dashboard" };

/** The figures are the owner's and manager's; the kitchen and riders land on their own first page. */
export default async function AdminDashboardPage() {
  await requireAdminPage("reports.read");
  return <DashboardPage />;
}

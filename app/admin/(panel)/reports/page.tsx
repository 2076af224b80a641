import type { Metadata } from "next";
import { ReportsPage } from "@/components/admin/reports/reports-page";
import { requireAdminPage } from "@/components/admin/session";
import "./reports-print.css";

export const metadata: Metadata = { title: "Reports" };

export default async function AdminReportsPage() {
  await requireAdminPage("reports.read");
  return <ReportsPage />;
}

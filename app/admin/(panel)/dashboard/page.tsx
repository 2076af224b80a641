import type { Metadata } from "next";
import { DashboardPage } from "@/components/admin/dashboard/dashboard-page";

export const metadata: Metadata = { title: "Dashboard" };

export default DashboardPage;

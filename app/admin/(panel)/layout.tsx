import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireAdminPage } from "@/components/admin/session";
import { AdminShell } from "@/components/admin/shell/admin-shell";
import { CurrencyProvider } from "@/components/ui/currency";
import { getConfig } from "@/lib/platform/config";

export const metadata: Metadata = {
  title: { default: "Admin", template: "%s | Tasty Slice admin" },
  robots: { index: false, follow: false },
};

export default async function AdminPanelLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdminPage();
  return (
    <CurrencyProvider currency={getConfig().CURRENCY}>
      <AdminShell admin={admin} year={new Date().getFullYear()}>
        {children}
      </AdminShell>
    </CurrencyProvider>
  );
}

import type { Metadata } from "next";
import type { ReactNode } from "react";
import { shopIdentity } from "@/lib/shop";
import { requireAdminPage } from "@/components/admin/session";
import { AdminShell } from "@/components/admin/shell/admin-shell";
import { ShopNameProvider } from "@/components/site/shop-name";
import { CurrencyProvider } from "@/components/ui/currency";
import { getConfig } from "@/lib/platform/config";

export async function generateMetadata(): Promise<Metadata> {
  const { name } = await shopIdentity();
  return {
    title: { default: "Admin", template: `%s | ${name} admin` },
    robots: { index: false, follow: false },
  };
}

export default async function AdminPanelLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdminPage();
  return (
    <ShopNameProvider name={(await shopIdentity()).name}>
      <CurrencyProvider currency={getConfig().CURRENCY}>
        <AdminShell admin={admin} year={new Date().getFullYear()}>
          {children}
        </AdminShell>
      </CurrencyProvider>
    </ShopNameProvider>
  );
}

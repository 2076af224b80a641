import type { Metadata } from "next";
import type { ReactNode } from "react";
import { shopIdentity } from "@/lib/shop";
import { requireAdminPage } from "@/components/admin/session";
import "./print.css";

export async function generateMetadata(): Promise<Metadata> {
  const { name } = await shopIdentity();
  return {
    title: { default: "Print", template: `%s | ${name} admin` },
    robots: { index: false, follow: false },
  };
}

/** Printable sheets of the admin: no navigation, just the paper. */
export default async function AdminPrintLayout({ children }: { children: ReactNode }) {
  await requireAdminPage("orders.read");
  return <main className="min-h-dvh bg-surface py-6 print:bg-white print:py-0">{children}</main>;
}

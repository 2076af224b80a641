import type { Metadata } from "next";
import { PageHeading } from "@/components/admin/page-heading";
import { PrintersManager } from "@/components/admin/printers/printers-manager";
import { requireAdminPage } from "@/components/admin/session";
import { presentPrinter } from "@/lib/api/admin/printers/present";
import { readCategories } from "@/lib/menu";
import { formatDayAndClock } from "@/lib/platform/time/shared";
import { listPrinters } from "@/lib/printing";

export const metadata: Metadata = { title: "Printers" };

export default async function PrintersPage() {
  await requireAdminPage("store.settings");
  // The same data as GET /api/adminauth/printers, read directly: this page renders on the server.
  const [printers, categories] = await Promise.all([listPrinters(), readCategories()]);
  return (
    <>
      <PageHeading
        title="Printers"
        intro="Tickets print by themselves on these printers when an order is accepted. A printer not seen for three poll intervals is offline."
      />
      <PrintersManager
        initial={printers.map((p) => ({
          ...presentPrinter(p),
          lastSeenLabel: p.lastSeenAt ? formatDayAndClock(p.lastSeenAt) : null,
        }))}
        categories={categories.map((c) => ({ id: c.id, name: c.name }))}
      />
    </>
  );
}

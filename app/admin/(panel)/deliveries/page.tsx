import type { Metadata } from "next";
import { DeliveriesList } from "@/components/admin/deliveries/deliveries-list";
import { PageHeading } from "@/components/admin/page-heading";
import { requireAdminPage } from "@/components/admin/session";
import { presentDelivery } from "@/lib/api/admin/deliveries/present";
import { listDeliveries } from "@/lib/ordering";

export const metadata: Metadata = { title: "Deliveries" };

export default async function DeliveriesPage() {
  await requireAdminPage("deliveries.handle");
  const deliveries = await listDeliveries();
  return (
    <>
      <PageHeading title="Deliveries" intro="The orders out for delivery, soonest first." />
      <DeliveriesList initial={deliveries.map(presentDelivery)} />
    </>
  );
}

import type { Metadata } from "next";
import { PageHeading } from "@/components/admin/page-heading";
import { requireAdminPage } from "@/components/admin/session";
import { ZonesManager } from "@/components/admin/zones/zones-manager";
import { presentZone } from "@/lib/api/admin/zones/present";
import { getConfig } from "@/lib/platform/config";
import { listZones } from "@/lib/shop";

export const metadata: Metadata = { title: "Delivery zones" };

export default async function ZonesPage() {
  await requireAdminPage("store.settings");
  // The same data as GET /api/adminauth/store/zones, read directly: this page renders on the server.
  const zones = (await listZones()).map(presentZone);
  return (
    <>
      <PageHeading
        title="Delivery zones"
        intro="Where we deliver, for what fee and minimum order. An outward code belongs to one active zone."
      />
      <ZonesManager initial={zones} currency={getConfig().CURRENCY} />
    </>
  );
}

import type { Metadata } from "next";
import { PageHeading } from "@/components/admin/page-heading";
import { readRequestClock } from "@/components/admin/request-clock";
import { requireAdminPage } from "@/components/admin/session";
import { roleCan } from "@/lib/accounts/shared";
import { HoursEditor } from "@/components/admin/store/hours-editor";
import { IdentityForm } from "@/components/admin/store/identity-form";
import { KitchenAlertsForm } from "@/components/admin/store/kitchen-alerts-form";
import { PausePanel } from "@/components/admin/store/pause-panel";
import { SettingsForm } from "@/components/admin/store/settings-form";
import { presentStoreSettings } from "@/lib/api/admin/store/present";
import { presentShopIdentity } from "@/lib/api/store/shop/present";
import { loadStoreRules, readShopIdentity } from "@/lib/shop";
import { loadKitchenSettings } from "@/lib/alerts";

export const metadata: Metadata = { title: "Store" };

export default async function StorePage() {
  const admin = await requireAdminPage("store.settings");
  // The same data as GET /api/adminauth/store/hours and /settings, read directly on the server.
  const rules = await loadStoreRules();
  const settings = presentStoreSettings(rules, await readRequestClock());
  return (
    <>
      <PageHeading
        title="Store"
        intro="Opening hours, pausing online ordering, kitchen times, how many orders each slot takes and the shop's details."
      />
      <div className="space-y-6">
        <PausePanel initial={settings} />
        <SettingsForm initial={settings} canEditPayments={roleCan(admin.role, "payments.settings")} />
        <KitchenAlertsForm initial={await loadKitchenSettings()} />
        <HoursEditor initial={rules.timetable} />
        {/* The owner's alone (decision 036): what the shop legally says about itself. */}
        {roleCan(admin.role, "store.identity") ? (
          <IdentityForm initial={presentShopIdentity(await readShopIdentity())} />
        ) : null}
      </div>
    </>
  );
}

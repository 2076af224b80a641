import type { Metadata } from "next";
import { loadSaleBoard } from "@/components/admin/availability/load-sale-board";
import { SaleBoard } from "@/components/admin/availability/sale-board";
import { PageHeading } from "@/components/admin/page-heading";
import { readRequestClock } from "@/components/admin/request-clock";
import { requireAdminPage } from "@/components/admin/session";
import { PausePanel } from "@/components/admin/store/pause-panel";
import { presentStoreSettings } from "@/lib/api/admin/store/present";
import { roleCan } from "@/lib/accounts/shared";
import { loadStoreRules } from "@/lib/shop";

export const metadata: Metadata = { title: "Sold out and pause" };

// The kitchen's brakes (menu.availability, store.pause) without the menu editor or the store's
// settings, which its role does not have: the same toggles and the same calls as there.
export default async function AvailabilityPage() {
  const admin = await requireAdminPage("menu.availability");
  const canPause = roleCan(admin.role, "store.pause");
  const [board, rules] = await Promise.all([loadSaleBoard(), canPause ? loadStoreRules() : null]);
  return (
    <>
      <PageHeading
        title="Sold out and pause"
        intro="Take a dish, a variant or an extra off for tonight and put it back, or pause online ordering when the kitchen is full."
      />
      <div className="space-y-8">
        {rules ? <PausePanel initial={presentStoreSettings(rules, await readRequestClock())} /> : null}
        <SaleBoard board={board} />
      </div>
    </>
  );
}

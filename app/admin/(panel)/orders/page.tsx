import type { Metadata } from "next";
import { OrdersBoard } from "@/components/admin/orders/orders-board";
import { PageHeading } from "@/components/admin/page-heading";
import { requireAdminPage } from "@/components/admin/session";
import { roleCan } from "@/lib/accounts/shared";

export const metadata: Metadata = { title: "Orders board" };

export default async function OrdersBoardPage() {
  const admin = await requireAdminPage("orders.read");
  return (
    <>
      {/* No intro line: on the kitchen's tablet every line of height is a card (issue 23). */}
      <PageHeading title="Orders board" />
      <OrdersBoard canTakeCash={roleCan(admin.role, "orders.cash")} canResume={roleCan(admin.role, "store.pause")} />
    </>
  );
}

import type { Metadata } from "next";
import { CustomerTable } from "@/components/admin/customers/customer-table";
import { PageHeading } from "@/components/admin/page-heading";
import { requireAdminPage } from "@/components/admin/session";
import { listCustomers } from "@/lib/accounts";
import { presentAdminCustomer } from "@/lib/api/admin/customers/present";
import { roleCan } from "@/lib/accounts/shared";
import { countCashNotCollectedByCustomer } from "@/lib/ordering";

export const metadata: Metadata = { title: "Customers" };

// The spec's path (/admin/order-list) stays, for its links and bookmarks; what the page lists is
// the shop's customers, each leading to their orders, and it is named for that.
export default async function CustomersPage() {
  const admin = await requireAdminPage("customers.read");
  // The answer of GET /api/adminauth/Userdetail, read directly: this page renders on the server.
  const [rows, notCollected] = await Promise.all([listCustomers(), countCashNotCollectedByCustomer()]);
  const customers = rows.map((c) => presentAdminCustomer(c, notCollected.get(c.id) ?? 0));
  return (
    <>
      <PageHeading title="Customers" intro="Customers of the shop. Open a customer's id to see their orders." />
      <CustomerTable customers={customers} canClearCash={roleCan(admin.role, "payments.settings")} />
    </>
  );
}

import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CustomerTable } from "@/components/admin/customers/customer-table";
import { PageHeading } from "@/components/admin/page-heading";
import { requireAdminPage } from "@/components/admin/session";
import { searchCustomers } from "@/lib/accounts";
import { presentAdminCustomer } from "@/lib/api/admin/customers/present";
import { customerSearchText, roleCan } from "@/lib/accounts/shared";
import { countCashNotCollectedByCustomer } from "@/lib/ordering";

export const metadata: Metadata = { title: "Customers" };

// The spec's path (/admin/order-list) stays, for its links and bookmarks; what the page lists is
// the shop's customers, each leading to their orders, and it is named for that.
export default async function CustomersPage({
  searchParams,
}: {
  searchParams: Promise<{ page?: string | string[]; q?: string | string[] }>;
}) {
  const admin = await requireAdminPage("customers.read");
  const params = await searchParams;
  const requested = Number.parseInt(String(params.page ?? "1"), 10);
  const page = Number.isInteger(requested) && requested > 0 ? Math.min(requested, 100_000) : 1;
  const query = customerSearchText(typeof params.q === "string" ? params.q : "");
  // A page of GET /api/adminauth/Userdetail's answer, read directly: this page renders on the server.
  const found = await searchCustomers({ query, page });
  const pageCount = Math.max(1, Math.ceil(found.total / found.pageSize));
  // A page past the end (the list shrank, or a hand-typed address) goes to the last one.
  if (page > pageCount) {
    redirect(`/admin/order-list?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(pageCount) })}`);
  }
  const notCollected = await countCashNotCollectedByCustomer(found.customers.map((c) => c.id));
  return (
    <>
      <PageHeading title="Customers" intro="Customers of the shop. Open a customer's id to see their orders." />
      <CustomerTable
        customers={found.customers.map((c) => presentAdminCustomer(c, notCollected.get(c.id) ?? 0))}
        total={found.total}
        page={page}
        pageCount={pageCount}
        firstNumber={(page - 1) * found.pageSize + 1}
        searched={query}
        canClearCash={roleCan(admin.role, "payments.settings")}
      />
    </>
  );
}

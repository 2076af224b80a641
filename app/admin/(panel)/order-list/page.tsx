import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CustomerTable } from "@/components/admin/customers/customer-table";
import { PageHeading } from "@/components/admin/page-heading";
import { requireAdminPage } from "@/components/admin/session";
import { searchCustomers } from "@/lib/accounts";
import { presentAdminCustomer } from "@/lib/api/admin/customers/present";
import { customerListHref, customerSearchText, roleCan } from "@/lib/accounts/shared";
import { countCashNotCollectedByCustomer } from "@/lib/ordering";
import { CASH_NOT_COLLECTED_LIMIT } from "@/lib/ordering/shared";

export const metadata: Metadata = { title: "Customers" };

// The spec's path (/admin/order-list) stays, for its links and bookmarks; what the page lists is
// the shop's customers, each leading to their orders, and it is named for that.
export default async function CustomersPage({
  searchParams,
}: {
  searchParams: Promise<{ page?: string | string[]; q?: string | string[]; cash?: string | string[] }>;
}) {
  const admin = await requireAdminPage("customers.read");
  const params = await searchParams;
  const requested = Number.parseInt(String(params.page ?? "1"), 10);
  const page = Number.isInteger(requested) && requested > 0 ? Math.min(requested, 100_000) : 1;
  const query = customerSearchText(typeof params.q === "string" ? params.q : "");
  const onlyCashStopped = params.cash === "stopped";
  // Uncollected cash orders are few: counted for every customer, so the page can say whose cash
  // is stopped wherever they are in the list.
  const notCollected = await countCashNotCollectedByCustomer();
  const cashStopped = [...notCollected].filter(([, n]) => n >= CASH_NOT_COLLECTED_LIMIT).map(([id]) => id);
  // A page of GET /api/adminauth/Userdetail's answer, read directly: this page renders on the server.
  const found = await searchCustomers({ query, page, onlyIds: onlyCashStopped ? cashStopped : undefined });
  const pageCount = Math.max(1, Math.ceil(found.total / found.pageSize));
  // A page past the end (the list shrank, or a hand-typed address) goes to the last one.
  if (page > pageCount) redirect(customerListHref(pageCount, query, onlyCashStopped));
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
        onlyCashStopped={onlyCashStopped}
        cashStopped={cashStopped.length}
        canClearCash={roleCan(admin.role, "payments.settings")}
      />
    </>
  );
}

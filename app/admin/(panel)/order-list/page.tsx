import type { Metadata } from "next";
import { CustomerTable, type TCustomerRow } from "@/components/admin/customers/customer-table";
import { PageHeading } from "@/components/admin/page-heading";
import { requireAdminPage } from "@/components/admin/session";
import { listCustomers } from "@/lib/admin/customers";

export const metadata: Metadata = { title: "Order List" };

export default async function OrderListPage() {
  await requireAdminPage();
  // The same fields as GET /api/adminauth/Userdetail, read directly: this page renders on the server.
  const customers: TCustomerRow[] = (await listCustomers()).map((c) => ({
    _id: c.id,
    filepath: c.imagePath,
    username: c.username,
    email: c.email,
    isVerified: c.isVerified,
  }));
  return (
    <>
      <PageHeading title="Order List" intro="Customers of the shop. Open a customer's id to see their orders." />
      <CustomerTable customers={customers} />
    </>
  );
}

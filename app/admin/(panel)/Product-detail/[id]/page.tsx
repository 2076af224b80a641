import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { CustomerOrders } from "@/components/admin/orders/customer-orders";
import { PageHeading } from "@/components/admin/page-heading";
import { requireAdminPage } from "@/components/admin/session";
import { loadCustomerProfile } from "@/lib/accounts";

export const metadata: Metadata = { title: "Order Details" };

type TProductDetailPageProps = { params: Promise<{ id: string }> };

export default async function ProductDetailPage({ params }: TProductDetailPageProps) {
  await requireAdminPage("customers.read");
  const { id } = await params;
  // A malformed id would only make the database complain; an unknown customer has no page.
  if (!z.uuid().safeParse(id).success) notFound();
  const customer = await loadCustomerProfile(id.toLowerCase());
  if (!customer) notFound();

  return (
    <>
      <PageHeading
        title="Order Details"
        intro={
          <>
            Orders of <strong className="text-ink">{customer.username}</strong> ({customer.email}), newest first.
          </>
        }
        actions={
          <Link
            href="/admin/order-list"
            className="inline-flex min-h-11 items-center font-semibold text-navy underline underline-offset-4"
          >
            Back to the customers
          </Link>
        }
      />
      <CustomerOrders customerId={customer.id} />
    </>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OrderDetail } from "@/components/admin/orders/order-detail";
import { requireAdminPage } from "@/components/admin/session";
import { presentOrderDetail } from "@/lib/api/admin/orders/present";
import { toOrderDetailView } from "@/lib/api/admin/orders/view";
import { loadOrderForAdmin } from "@/lib/ordering";

export const metadata: Metadata = { title: "Order" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const order = UUID.test(id) ? await loadOrderForAdmin(id.toLowerCase()) : null;
  if (!order) notFound();
  return <OrderDetail initial={toOrderDetailView(presentOrderDetail(order))} />;
}

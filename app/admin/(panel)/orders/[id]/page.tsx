import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OrderDetail } from "@/components/admin/orders/order-detail";
import { requireAdminPage } from "@/components/admin/session";
import { roleCan } from "@/lib/accounts/shared";
import { presentOrderDetail } from "@/lib/api/admin/orders/present";
import { toOrderDetailView } from "@/lib/api/admin/orders/view";
import { loadOrderForAdmin } from "@/lib/ordering";

export const metadata: Metadata = { title: "Order" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage("orders.read");
  const { id } = await params;
  const order = UUID.test(id) ? await loadOrderForAdmin(id.toLowerCase()) : null;
  if (!order) notFound();
  const refunds = !roleCan(admin.role, "orders.refund") ? "none" : admin.twoFactor ? "allowed" : "needs-two-factor";
  return (
    <OrderDetail
      initial={toOrderDetailView(presentOrderDetail(order, admin.role))}
      refunds={refunds}
      canTakeCash={roleCan(admin.role, "orders.cash")}
      canPrint={roleCan(admin.role, "orders.move")}
    />
  );
}

import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { OrderTracking } from "@/components/tracking/order-tracking";
import { presentTrackedOrder } from "@/lib/api/store/orders/present";
import { toTrackedOrderView } from "@/lib/api/store/orders/view";
import { getCurrentCustomer } from "@/lib/accounts";
import { loadOrderForCustomer } from "@/lib/ordering";

export const metadata: Metadata = { title: "Track your order", robots: { index: false, follow: false } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The customer's own order only: anyone else's is a 404, as one that does not exist. */
export default async function TrackOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const customer = await getCurrentCustomer();
  if (!customer) redirect(`/auth?next=${encodeURIComponent(`/order-detail/${id}`)}`);
  const order = UUID.test(id) ? await loadOrderForCustomer(customer.id, id.toLowerCase()) : null;
  if (!order) notFound();
  return <OrderTracking initial={toTrackedOrderView(presentTrackedOrder(order))} />;
}

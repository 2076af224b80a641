import type { Metadata } from "next";
import { loadOwnOrder } from "@/components/tracking/load-own-order";
import { OrderTracking } from "@/components/tracking/order-tracking";

export const metadata: Metadata = { title: "Track your order", robots: { index: false, follow: false } };

/** The customer's own order only: anyone else's is a 404, as one that does not exist. */
export default async function TrackOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <OrderTracking initial={await loadOwnOrder(id, `/order-detail/${id}`)} />;
}

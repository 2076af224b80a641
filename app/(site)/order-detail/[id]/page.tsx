import type { Metadata } from "next";
import { CollectFrom } from "@/components/tracking/collect-from";
import { loadOwnOrder } from "@/components/tracking/load-own-order";
import { OrderTracking } from "@/components/tracking/order-tracking";
import { shopIdentity } from "@/lib/shop";

export const metadata: Metadata = { title: "Track your order", robots: { index: false, follow: false } };

/** The customer's own order only: anyone else's is a 404, as one that does not exist. */
export default async function TrackOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const order = await loadOwnOrder(id, `/order-detail/${id}`);
  // An order's fulfilment never changes, so the server draws where to collect it once.
  const collectFrom =
    order.fulfilment === "collection" ? (
      <CollectFrom shop={await shopIdentity()} className="mt-6 rounded-2xl border border-line bg-white p-5" />
    ) : null;
  return <OrderTracking initial={order} collectFrom={collectFrom} />;
}

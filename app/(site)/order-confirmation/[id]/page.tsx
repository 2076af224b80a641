import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OrderConfirmation } from "@/components/confirmation/order-confirmation";
import { CollectFrom } from "@/components/tracking/collect-from";
import { loadOwnOrder } from "@/components/tracking/load-own-order";
import { shopIdentity } from "@/lib/shop";

export const metadata: Metadata = { title: "Order confirmed", robots: { index: false, follow: false } };

/**
 * Where the checkout lands once an order is paid or placed for cash (issue 25). The customer's
 * own order only, refused as the tracking page refuses it.
 */
export default async function OrderConfirmationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const order = await loadOwnOrder(id, `/order-confirmation/${id}`);
  // Come back to later (Back, a bookmark, the payment's return page), an order the shop has since
  // rejected or cancelled is not "confirmed": its tracking page says what happened and why.
  if (order.status === "rejected" || order.status === "cancelled") redirect(`/order-detail/${id}`);
  const collectFrom =
    order.fulfilment === "collection" ? (
      <CollectFrom shop={await shopIdentity()} className="mt-4 rounded-2xl border border-line p-4" />
    ) : null;
  return <OrderConfirmation order={order} collectFrom={collectFrom} />;
}

import type { Metadata } from "next";
import { OrderConfirmation } from "@/components/confirmation/order-confirmation";
import { loadOwnOrder } from "@/components/tracking/load-own-order";

export const metadata: Metadata = { title: "Order confirmed", robots: { index: false, follow: false } };

/**
 * Where the checkout lands once an order is paid or placed for cash (issue 25). The customer's
 * own order only, refused as the tracking page refuses it.
 */
export default async function OrderConfirmationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <OrderConfirmation order={await loadOwnOrder(id, `/order-confirmation/${id}`)} />;
}

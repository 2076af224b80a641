import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageIntro } from "@/components/site/page-intro";
import { PlaceholderPanel } from "@/components/site/placeholder-panel";
import { getCurrentCustomer } from "@/lib/accounts";
import { findLatestOrderId } from "@/lib/ordering";

export const metadata: Metadata = { title: "Order details" };

/** The spec's route: a signed-in customer's latest order, where Track Order leads. */
export default async function OrderDetailPage() {
  const customer = await getCurrentCustomer();
  const latest = customer ? await findLatestOrderId(customer.id) : null;
  if (latest) redirect(`/order-detail/${latest}`);
  return (
    <>
      <PageIntro eyebrow="Your order" title="Order details" />
      <PlaceholderPanel
        primary={{ label: customer ? "Order now" : "Sign in", href: customer ? "/order" : "/auth?next=/order-detail" }}
      >
        <p>
          {customer
            ? "You have no orders yet: once you order, you can follow it here."
            : "Sign in to follow your orders."}
        </p>
      </PlaceholderPanel>
    </>
  );
}

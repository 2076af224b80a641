import type { Metadata } from "next";
import { PageIntro } from "@/components/site/page-intro";
import { PlaceholderPanel } from "@/components/site/placeholder-panel";

export const metadata: Metadata = { title: "Order details" };

export default function OrderDetailPage() {
  return (
    <>
      <PageIntro eyebrow="Your order" title="Order details" />
      <PlaceholderPanel primary={{ label: "See your orders", href: "/profile" }}>
        <p>Details of your orders appear in your account once you have placed one.</p>
      </PlaceholderPanel>
    </>
  );
}

import type { Metadata } from "next";
import { PageIntro } from "@/components/site/page-intro";
import { PlaceholderPanel } from "@/components/site/placeholder-panel";

export const metadata: Metadata = { title: "Checkout" };

export default function CheckoutPage() {
  return (
    <>
      <PageIntro eyebrow="Almost there" title="Checkout">
        Choose a delivery address and pay securely online.
      </PageIntro>
      <PlaceholderPanel>
        <p>
          Online checkout is on its way. Soon you&apos;ll be able to save delivery addresses, pick one and pay here.
        </p>
      </PlaceholderPanel>
    </>
  );
}

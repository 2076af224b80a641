import type { Metadata } from "next";
import { InfoPage } from "@/components/site/info-page";
import { shopIdentity } from "@/lib/shop";
import { telHref } from "@/lib/shop/shared";

export const metadata: Metadata = { title: "Get help" };

export default async function HelpPage() {
  // Who to call is the owner's setting (issue 25), never a place written into the page.
  const shop = await shopIdentity();
  const link =
    "font-semibold text-navy underline decoration-brand decoration-2 underline-offset-4 hover:decoration-navy";
  return (
    <InfoPage isHelpLinkShown={false} title="Get help" intro="Something not right with your order? We're here to help.">
      <p>
        For a missing or incorrect item, or food that arrived cold, let us know within 24 hours and we will arrange a
        refund or a replacement. You can check where your order is from Track Order in the menu at the top of the page.
      </p>
      <p>
        For questions about your account, your personal data or a payment, call {shop.name} on{" "}
        <a href={telHref(shop.phone)} className={link}>
          {shop.phone}
        </a>{" "}
        or e-mail{" "}
        <a href={`mailto:${shop.email}`} className={link}>
          {shop.email}
        </a>
        . Your order confirmation email also tells you how to reach us about that order.
      </p>
    </InfoPage>
  );
}

import type { Metadata } from "next";
import { InfoPage } from "@/components/site/info-page";

export const metadata: Metadata = { title: "Get help" };

export default function HelpPage() {
  return (
    <InfoPage isHelpLinkShown={false} title="Get help" intro="Something not right with your order? We're here to help.">
      <p>
        For a missing or incorrect item, or food that arrived cold, let us know within 24 hours and we will arrange a
        refund or a replacement. You can check where your order is from Track Order in the menu at the top of the page.
      </p>
      <p>
        For questions about your account, your personal data or a payment, speak to the team at our Regent Street
        restaurant, open every day until late. Your order confirmation email also tells you how to reach us about that
        order.
      </p>
    </InfoPage>
  );
}

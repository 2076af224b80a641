import type { Metadata } from "next";
import { InfoPage } from "@/components/site/info-page";

export const metadata: Metadata = { title: "Terms and conditions" };

export default function TermsPage() {
  return (
    <InfoPage
      title="Terms and conditions"
      intro="These terms apply whenever you order food from Tasty Slice through this website."
    >
      <p>
        When you place an order you agree to pay the price shown at checkout, including any delivery fee, and to be
        available to receive your delivery at the address you give us. We may cancel an order we cannot fulfil, in which
        case you will not be charged.
      </p>
      <p>
        If something is wrong with your order, tell us as soon as you can and within 24 hours so we can put it right.
        These terms do not affect your statutory rights as a consumer under UK law, and they are governed by the law of
        England and Wales.
      </p>
    </InfoPage>
  );
}

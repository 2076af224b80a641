import type { Metadata } from "next";
import { InfoPage } from "@/components/site/info-page";

export const metadata: Metadata = { title: "Pricing" };

export default function PricingPage() {
  return (
    <InfoPage title="Pricing" intro="Our menu prices are the prices you pay for your food.">
      <p>
        All menu prices include VAT at the current UK rate. Any delivery fee is shown clearly in your basket before you
        pay, and collection from our Regent Street restaurant is always free.
      </p>
      <p>Minimum Order: 12 GBP. New customers get 5% off their first order with the promo code ORDER5.</p>
    </InfoPage>
  );
}

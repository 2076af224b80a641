import type { Metadata } from "next";
import { InfoPage } from "@/components/site/info-page";
import { loadMinimumOrderText } from "@/components/trading/minimum-order";

export const metadata: Metadata = { title: "Pricing" };

export default async function PricingPage() {
  // The zones' minimum as it is now (issue 25), where the spec's text had a fixed "12 GBP".
  const minimum = await loadMinimumOrderText();
  return (
    <InfoPage title="Pricing" intro="Our menu prices are the prices you pay for your food.">
      <p>
        All menu prices include VAT at the current UK rate. Any delivery fee is shown clearly in your basket before you
        pay, and collection from the shop is always free.
      </p>
      <p>
        {minimum ? `Minimum Order: ${minimum}. ` : null}New customers get 5% off their first order with the promo code
        ORDER5.
      </p>
    </InfoPage>
  );
}

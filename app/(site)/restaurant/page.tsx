import type { Metadata } from "next";
import { Suspense } from "react";
import { RestaurantHero } from "@/components/order/restaurant-hero";
import { CustomerReviews } from "@/components/restaurant/customer-reviews";
import { DeliveryInformation } from "@/components/restaurant/delivery-information";
import { LocationCard } from "@/components/restaurant/location-card";
import { MenuBrowser } from "@/components/restaurant/menu-browser";
import { OffersStrip } from "@/components/restaurant/offers-strip";
import { SimilarRestaurants } from "@/components/restaurant/similar-restaurants";
import { RestaurantJsonLd } from "@/components/seo/restaurant-json-ld";
import { listCategoriesWithItems } from "@/lib/catalogue/storefront-reads";
import { getConfig } from "@/lib/config";
import { buildPageMetadata } from "@/lib/seo/page-metadata";

// The menu comes from the database, which only exists once the app runs.
export const dynamic = "force-dynamic";

const TITLE = "Tasty Slice Pizza, Regent Street";

export const metadata: Metadata = {
  title: TITLE,
  ...buildPageMetadata({
    title: `${TITLE} | Tasty Slice`,
    description:
      "The Tasty Slice menu with prices, today's offers, opening times until 3:00 AM, delivery information and where to find us on Regent Street, London.",
    path: "/restaurant",
  }),
};

export default async function RestaurantPage() {
  const categories = await listCategoriesWithItems();
  const currency = getConfig().CURRENCY;

  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 pt-6 sm:pt-8 lg:px-8">
      <RestaurantJsonLd categories={categories} />
      <RestaurantHero isMinimumOrderRepeated />
      <OffersStrip />
      <MenuBrowser categories={categories} currency={currency} />
      {/* Nothing here suspends: the boundary only lets React hydrate this part in its own task. */}
      <Suspense>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          <DeliveryInformation />
          <div className="md:col-span-2 lg:col-span-1">
            <LocationCard />
          </div>
        </div>
        <CustomerReviews />
        <SimilarRestaurants />
      </Suspense>
    </div>
  );
}

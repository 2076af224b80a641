import type { Metadata } from "next";
import { DietFilterForm } from "@/components/menu-details/diet-filter-form";
import { RestaurantHero } from "@/components/order/restaurant-hero";
import { CustomerReviews } from "@/components/restaurant/customer-reviews";
import { DeliveryInformation } from "@/components/restaurant/delivery-information";
import { LocationCard } from "@/components/restaurant/location-card";
import { toDishGroups } from "@/components/restaurant/dish-card-view";
import { MenuBrowser } from "@/components/restaurant/menu-browser";
import { OffersStrip } from "@/components/restaurant/offers-strip";
import { SimilarRestaurants } from "@/components/restaurant/similar-restaurants";
import { RestaurantMenuJsonLd } from "@/components/seo/restaurant-menu-json-ld";
import { listCategoriesWithItems } from "@/lib/menu";
import { getConfig } from "@/lib/platform/config";
import { isFiltering, matchesDietFilter, parseRestaurantView } from "@/lib/menu/shared";
import { buildPageMetadata, shopIdentity } from "@/lib/shop";

// Served from the shared page cache (decision 021): proxy.ts rewrites /restaurant?diet=…&free=… to
// /prerendered/restaurant/<view>; rendered by the running app on the first visit (the menu comes
// from the database), again after any admin write or at the latest a minute later.
export const revalidate = 60;
export function generateStaticParams(): { view: string }[] {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  const { name, address } = await shopIdentity();
  return {
    title: "Menu, offers and where to find us",
    ...(await buildPageMetadata({
      title: `Menu, offers and where to find us | ${name}`,
      description: `The ${name} menu with prices, today's offers, opening times, delivery information and where to find us: ${address}.`,
      path: "/restaurant",
    })),
  };
}

type TRestaurantPageProps = {
  params: Promise<{ view: string }>;
};

export default async function RestaurantPage({ params }: TRestaurantPageProps) {
  const categories = await listCategoriesWithItems();
  const currency = getConfig().CURRENCY;
  const { dietFilter } = parseRestaurantView((await params).view);
  const shown = isFiltering(dietFilter)
    ? categories.map((c) => ({ ...c, items: c.items.filter((item) => matchesDietFilter(item, dietFilter)) }))
    : categories;
  // One array for the menu and the JSON-LD: the payload carries it once and refers to it after.
  const allGroups = toDishGroups(categories);
  const shownGroups = shown === categories ? allGroups : toDishGroups(shown);

  return (
    <div data-page="restaurant" className="mx-auto max-w-7xl space-y-12 px-4 pt-6 sm:pt-8 lg:px-8">
      <RestaurantMenuJsonLd groups={allGroups} />
      <RestaurantHero isMinimumOrderRepeated />
      <OffersStrip />
      <div className="space-y-4">
        <DietFilterForm filter={dietFilter} shownCount={shown.reduce((n, c) => n + c.items.length, 0)} />
        <MenuBrowser groups={shownGroups} currency={currency} />
      </div>
      {/* No <Suspense> here: on a page this long React sends a finished boundary apart, hidden until
          a throttled reveal, and a re-render before that reveal made the browser build it a second time
          (decision 050). */}
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <DeliveryInformation />
        <div className="md:col-span-2 lg:col-span-1">
          <LocationCard />
        </div>
      </div>
      <CustomerReviews />
      <SimilarRestaurants />
    </div>
  );
}

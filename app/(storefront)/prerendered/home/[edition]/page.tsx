import type { Metadata } from "next";
import { AboutUs } from "@/components/home/about-us";
import { AdminPreviewModal } from "@/components/home/admin-preview-modal";
import { AppPromo } from "@/components/home/app-promo";
import { ExclusiveDeals } from "@/components/home/exclusive-deals";
import { HeadlineStatistics } from "@/components/home/headline-statistics";
import { HomeHero } from "@/components/home/home-hero";
import { PartnerPromos } from "@/components/home/partner-promos";
import { PopularCategories } from "@/components/home/popular-categories";
import { PopularRestaurants } from "@/components/home/popular-restaurants";
import { RestaurantJsonLd } from "@/components/seo/restaurant-json-ld";
import { StoreNotice } from "@/components/trading/store-notice";
import { listCategories } from "@/lib/menu";
import { buildPageMetadata, loadStoreRules, shopIdentity } from "@/lib/shop";

// Served from the shared page cache (decision 021): rendered by the running app on the first
// visit (the category tiles link to live ids, which only exist once the database is up), again
// after any admin write (the menu's cache tag) and at the latest a minute later.
export const revalidate = 60;
export function generateStaticParams(): { edition: string }[] {
  return [];
}

const title = (shop: string) => `${shop} – Pizza and fast food delivery in London`;

export async function generateMetadata(): Promise<Metadata> {
  const { name } = await shopIdentity();
  return {
    title: { absolute: title(name) },
    ...(await buildPageMetadata({
      title,
      description: (shop) =>
        `Pizza, kebabs, burgers, salads and desserts from ${shop}, delivered across central London.`,
      path: "/",
    })),
  };
}

export default async function HomePage() {
  const [categories, rules] = await Promise.all([listCategories(), loadStoreRules()]);

  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 pt-6 sm:space-y-16 sm:pt-8 lg:px-8">
      {/* For a one-shop site the home page is what search engines read first. */}
      <RestaurantJsonLd />
      {/* Paused or closed: said before anything invites an order (issue 25). */}
      <div>
        <StoreNotice isClosedShown />
        <HomeHero />
      </div>
      <ExclusiveDeals />
      <PopularCategories categories={categories} />
      <PopularRestaurants />
      <AppPromo />
      <PartnerPromos />
      <AboutUs />
      <HeadlineStatistics />
      {/* The admin may turn the spec's preview off (issue 25); a save re-renders this page. */}
      {rules.adminPreview ? <AdminPreviewModal /> : null}
    </div>
  );
}

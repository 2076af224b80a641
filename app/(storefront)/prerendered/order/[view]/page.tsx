import type { Metadata } from "next";
import { IntentLink } from "@/components/ui/intent-link";
import { BasketPanel } from "@/components/order/basket-panel";
import { CategoryItems } from "@/components/order/category-items";
import { DietFilterForm } from "@/components/menu-details/diet-filter-form";
import { CategoryMenu } from "@/components/order/category-menu";
import { MenuQueryProvider } from "@/components/order/menu-query";
import { MenuSearch } from "@/components/order/menu-search";
import { OfferBanner } from "@/components/order/offer-banner";
import { RestaurantHero } from "@/components/order/restaurant-hero";
import { ViewBasketBar } from "@/components/order/view-basket-bar";
import { OrderMenuJsonLd } from "@/components/seo/order-menu-json-ld";
import { StoreNotice } from "@/components/trading/store-notice";
import { listCategories, listCategoriesWithItems, shareRepeatedExtras } from "@/lib/menu";
import {
  type CategoryView,
  type DietFilter,
  dietFilterQuery,
  isFiltering,
  matchesDietFilter,
  parseOrderView,
} from "@/lib/menu/shared";
import { getConfig } from "@/lib/platform/config";
import { moneyTexts } from "@/lib/platform/money";
import { shopIdentity } from "@/lib/shop";

// Served from the shared page cache (decision 021): proxy.ts rewrites /order?category=…&q=…&diet=…
// to /prerendered/order/<view>, one cache entry per view, rendered on its first visit and again
// after any admin write (the menu's cache tag) or at the latest a minute later.
export const revalidate = 60;
export function generateStaticParams(): { view: string }[] {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  const { name } = await shopIdentity();
  return {
    title: "Order online",
    description: `Browse the ${name} menu by category and choose your size: pizzas, kebabs, burgers, sides and drinks.`,
  };
}

type TOrderPageProps = {
  params: Promise<{ view: string }>;
};

/**
 * The filter searches the open category (decision 076), so an empty one says where the dishes
 * that fit are: a vegan on Pizzas is one tap from the salads rather than at a dead end.
 */
function NoDishFits({ category, menu, filter, keep }: TNoDishFitsProps) {
  const elsewhere = menu
    .map((c) => ({ category: c, count: c.items.filter((item) => matchesDietFilter(item, filter)).length }))
    .filter((c) => c.count > 0 && c.category.id !== category.id);
  const query = [dietFilterQuery(filter), keep ? `q=${encodeURIComponent(keep)}` : ""].filter(Boolean).join("&");
  return (
    <>
      <p>No dish in {category.name} fits the dietary filter.</p>
      {elsewhere.length ? (
        <>
          <p className="mt-2 font-semibold text-ink">These do:</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {elsewhere.map(({ category: c, count }) => (
              <li key={c.id}>
                <IntentLink
                  href={`/order?category=${encodeURIComponent(c.id)}&${query}`}
                  scroll={false}
                  prefetch={false}
                  className="inline-flex min-h-11 items-center rounded-full border border-navy bg-white px-4 font-semibold text-navy hover:bg-brand-soft"
                >
                  {c.name} ({count})
                </IntentLink>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2">Nothing on the menu fits it: clear the filter to see every dish.</p>
      )}
    </>
  );
}

type TNoDishFitsProps = {
  category: CategoryView;
  menu: { id: string; name: string; items: Parameters<typeof matchesDietFilter>[0][] }[];
  filter: DietFilter;
  keep: string | null;
};

/** Only an id from the list counts, so a malformed or stale ?category= never reaches the database. */
function pickCategory(categories: CategoryView[], requestedId: string | null): CategoryView | undefined {
  return categories.find((category) => category.id === requestedId) ?? categories[0];
}

export default async function OrderPage({ params }: TOrderPageProps) {
  const { category: requestedCategory, q, dietFilter } = parseOrderView((await params).view);
  const [categories, menu] = await Promise.all([listCategories(), listCategoriesWithItems().then(shareRepeatedExtras)]);
  const selected = pickCategory(categories, requestedCategory);
  // The open category's dishes are the menu's own objects, so the page's payload refers to them
  // rather than sending them twice (a category deleted between the two reads shows as empty).
  const items = (menu.find((category) => category.id === selected?.id)?.items ?? []).filter((item) =>
    matchesDietFilter(item, dietFilter),
  );
  const currency = getConfig().CURRENCY;
  // The prices of the dishes the page opens with (a search's are from the whole menu).
  const shownItems = q ? menu.flatMap((category) => category.items) : items;
  const priceTexts = moneyTexts(
    shownItems.flatMap((item) => item.pricing.map((price) => price.pricePence)),
    currency,
  );
  const shop = await shopIdentity();

  return (
    <>
      <OrderMenuJsonLd categories={menu} />
      {/* The whole menu goes with the page only for a search sent in its address (load-menu.ts). */}
      <MenuQueryProvider initialQuery={q} initialMenu={q ? menu : undefined}>
        {/* Tighter on a phone, so that the first dishes start on the first screen. */}
        <div
          data-page="order"
          className="mx-auto max-w-7xl space-y-5 px-4 pt-4 pb-6 sm:space-y-8 sm:pt-8 md:pb-0 lg:px-8"
        >
          {/* One block: an empty notice (no pause, not busy) leaves no gap above the hero. */}
          <div>
            <StoreNotice />
            <RestaurantHero isCompactOnPhone />
          </div>

          <section aria-labelledby="offers-heading" className="space-y-6">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <h2 id="offers-heading" className="text-2xl font-extrabold text-ink">
                All offers from {shop.name}
              </h2>
              <MenuSearch categoryId={selected?.id} />
            </div>
            {/* On a phone the offer follows the menu, so that the dishes start on the first screen. */}
            <div className="hidden md:block">
              <OfferBanner />
            </div>
          </section>

          {selected ? (
            <DietFilterForm
              filter={dietFilter}
              shownCount={items.length}
              keep={{ category: selected.id, ...(q ? { q } : {}) }}
            />
          ) : null}

          {selected ? (
            <div
              id="menu"
              className="scroll-mt-4 grid gap-6 md:grid-cols-[12rem_minmax(0,1fr)] lg:grid-cols-[12rem_minmax(0,1fr)_17rem] xl:grid-cols-[14rem_minmax(0,1fr)_20rem] xl:gap-8"
            >
              <CategoryMenu categories={categories} selectedId={selected.id} keepQuery={dietFilterQuery(dietFilter)} />
              <CategoryItems
                category={selected}
                items={items}
                currency={currency}
                priceTexts={priceTexts}
                empty={
                  isFiltering(dietFilter) ? (
                    <NoDishFits category={selected} menu={menu} filter={dietFilter} keep={q} />
                  ) : undefined
                }
              />
              <div className="md:col-span-2 lg:col-span-1">
                <BasketPanel />
              </div>
            </div>
          ) : (
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
              <p className="rounded-2xl bg-surface p-6 text-ink-muted">
                Our menu is being updated. Please check back in a few minutes.
              </p>
              <BasketPanel />
            </div>
          )}
          <div className="md:hidden">
            <OfferBanner />
          </div>
        </div>
        <ViewBasketBar />
      </MenuQueryProvider>
    </>
  );
}

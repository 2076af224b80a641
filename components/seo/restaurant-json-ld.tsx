import { listCategoriesWithItems } from "@/lib/catalogue/storefront-reads";
import type { CategoryWithItemsView } from "@/lib/catalogue/types";
import { getConfig } from "@/lib/config";
import { buildRestaurantSchema, serialiseJsonLd } from "@/lib/seo/restaurant-schema";
import { loadStoreRules } from "@/lib/store-hours/load-store-rules";

type TRestaurantJsonLdProps = {
  /** The menu, when the page has already read it; otherwise it is read here. */
  categories?: readonly CategoryWithItemsView[];
};

/** schema.org Restaurant with its menu, as a JSON-LD script. */
export async function RestaurantJsonLd({ categories }: TRestaurantJsonLdProps) {
  const menu = categories ?? (await listCategoriesWithItems());
  const { APP_URL, CURRENCY } = getConfig();
  const { timetable } = await loadStoreRules();
  const schema = buildRestaurantSchema({ categories: menu, appUrl: APP_URL, currency: CURRENCY, openingHours: timetable.collection });
  // Escaped by serialiseJsonLd, so the menu's text cannot break out of the script element. A data
  // block runs nothing; it still gets the response's nonce like every script (server/page-nonce).
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(schema) }} />;
}

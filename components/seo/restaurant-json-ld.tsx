import { listCategoriesWithItems } from "@/lib/menu";
import type { CategoryWithItemsView } from "@/lib/menu/shared";
import { getConfig } from "@/lib/platform/config";
import { buildRestaurantSchema, serialiseJsonLd, loadStoreRules, shopIdentity } from "@/lib/shop";

type TRestaurantJsonLdProps = {
  /** The menu, when the page has already read it; otherwise it is read here. */
  categories?: readonly CategoryWithItemsView[];
};

/** schema.org Restaurant with its menu, as a JSON-LD script. */
export async function RestaurantJsonLd({ categories }: TRestaurantJsonLdProps) {
  const menu = categories ?? (await listCategoriesWithItems());
  const { APP_URL, CURRENCY } = getConfig();
  const { timetable } = await loadStoreRules();
  const shop = await shopIdentity();
  const schema = buildRestaurantSchema({ categories: menu, appUrl: APP_URL, currency: CURRENCY, openingHours: timetable.collection, shop });
  // Escaped by serialiseJsonLd, so the menu's text cannot break out of the script element. A data
  // block runs nothing; it still gets the response's nonce like every script (server/page-nonce).
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(schema) }} />;
}

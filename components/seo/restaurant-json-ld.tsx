import type { TDishGroupData } from "@/components/restaurant/dish-card-view";
import { listCategoriesWithItems } from "@/lib/menu";
import type { CategoryWithItemsView } from "@/lib/menu/shared";
import { getConfig } from "@/lib/platform/config";
import { buildRestaurantSchema, buildShopSchema, serialiseJsonLd, loadStoreRules, shopIdentity } from "@/lib/shop";
import { MenuJsonLd } from "./menu-json-ld";

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

/**
 * The same, on the restaurant page: the menu part is built in the browser's island from the dishes
 * the page hands it anyway (`groups`, the very array given to the menu), so the script's text is not
 * in the page's payload too (decision 045).
 */
export async function RestaurantMenuJsonLd({ groups }: { groups: readonly TDishGroupData[] }) {
  const { APP_URL, CURRENCY } = getConfig();
  const { timetable } = await loadStoreRules();
  const shop = await shopIdentity();
  const { restaurant, menu } = buildShopSchema({ appUrl: APP_URL, currency: CURRENCY, openingHours: timetable.collection, shop });
  return <MenuJsonLd restaurant={restaurant} menu={menu} groups={groups} />;
}

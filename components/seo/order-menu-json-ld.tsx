import type { CategoryWithItemsView } from "@/lib/menu/shared";
import { loadShopSchema } from "@/lib/shop";
import { packMenuSchemaSections } from "@/lib/shop/shared";
import { PackedMenuJsonLd } from "./packed-menu-json-ld";

/**
 * schema.org Restaurant with its menu on the order page, built in the browser's island (decision
 * 059: only while the server renders the HTML) from the names, diets and prices of the whole menu,
 * packed: the page's island holds only the open category's dishes, so the script's 24 KB are in the
 * HTML and about 4 KB of data in the page's payload.
 */
export async function OrderMenuJsonLd({ categories }: { categories: readonly CategoryWithItemsView[] }) {
  const { restaurant, menu } = await loadShopSchema();
  return <PackedMenuJsonLd restaurant={restaurant} menu={menu} sections={packMenuSchemaSections(categories)} />;
}

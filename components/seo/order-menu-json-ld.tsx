import type { CategoryWithItemsView } from "@/lib/menu/shared";
import { loadShopSchema } from "@/lib/shop";
import { MenuJsonLd } from "./menu-json-ld";

/**
 * schema.org Restaurant with its menu on the order page, built in the browser from the menu the
 * page gives its dishes' island anyway (`categories`, the very array), so the script's 24 KB are in
 * the HTML only and not again in the page's payload (decisions 045, 056).
 */
export async function OrderMenuJsonLd({ categories }: { categories: readonly CategoryWithItemsView[] }) {
  const { restaurant, menu } = await loadShopSchema();
  return <MenuJsonLd restaurant={restaurant} menu={menu} sections={categories} />;
}

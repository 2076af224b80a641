import { listCategoriesWithItems } from "@/lib/menu";
import type { TMenuSchemaSection } from "@/lib/shop/shared";
import { loadShopSchema } from "@/lib/shop";
import { MenuJsonLd } from "./menu-json-ld";

/**
 * schema.org Restaurant with its menu on a page that holds no dishes (the home page). Rendered
 * from here, the script's 24 KB of text would travel twice, in the HTML and again in the page's
 * payload; the browser is handed only what the schema reads of each dish (about half as much) and
 * builds the script, whose text is then in the HTML only (decision 056).
 */
export async function RestaurantJsonLd() {
  const [categories, { restaurant, menu }] = await Promise.all([listCategoriesWithItems(), loadShopSchema()]);
  const sections: TMenuSchemaSection[] = categories.map(({ name, items }) => ({
    name,
    items: items.map(({ name: dish, dietary, available, pricing }) => ({ name: dish, dietary, available, pricing })),
  }));
  return <MenuJsonLd restaurant={restaurant} menu={menu} sections={sections} />;
}

import { loadShopSchema, serialiseJsonLd } from "@/lib/shop";

/**
 * schema.org Restaurant on the home page, with the address of its menu rather than the menu: the
 * page shows no dishes, and search engines read structured data as a description of what the page
 * shows. The order and restaurant pages carry the whole menu on the same Restaurant (the same
 * `@id`). About 1.4 KB, so rendered here: it travels twice (HTML and payload), which the 24 KB menu
 * did not (decision 063, superseding decision 056 for this page).
 */
export async function RestaurantJsonLd() {
  const { restaurant, menu } = await loadShopSchema();
  // Escaped by serialiseJsonLd, so the shop's name or address cannot break out of the script element.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serialiseJsonLd({ ...restaurant, hasMenu: menu.url }) }}
    />
  );
}

import type { CategoryWithItemsView } from "@/lib/menu/shared";
import { WEEKDAYS, type TWeek } from "../hours/timetable";
import { buildMenuSchema } from "./menu-schema";
import { OG_IMAGE } from "./og-image";

// schema.org Restaurant with its menu, for search engines' rich results. Built from the live
// menu so that names and prices in the structured data never drift from the ones on the page.

type TShopSchemaOptions = {
  /** Absolute origin without a trailing slash, e.g. https://pizza.example.co.uk. */
  appUrl: string;
  currency: string;
  /** The weekly spans the shop is open, Monday first (lib/shop/hours). */
  openingHours: TWeek;
  /** The shop's identity as the owner has set it (issue 25). */
  shop: { name: string; address: string; phone: string; email: string };
};

type TSchemaOptions = TShopSchemaOptions & { categories: readonly CategoryWithItemsView[] };

const absoluteUrl = (appUrl: string, path: string) => new URL(path, `${appUrl}/`).toString();

/** The Restaurant without its menu, and where its menu is: the restaurant page adds the menu in its island (decision 045). */
export function buildShopSchema({ appUrl, currency, openingHours, shop }: TShopSchemaOptions) {
  const absolute = (path: string) => absoluteUrl(appUrl, path);
  const restaurant = {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    "@id": absolute("/restaurant#restaurant"),
    name: shop.name,
    url: absolute("/restaurant"),
    telephone: shop.phone,
    email: shop.email,
    image: absolute(OG_IMAGE.url),
    servesCuisine: ["Pizza", "Kebab", "Burgers", "Fast food"],
    currenciesAccepted: currency,
    acceptsReservations: false,
    // One line as the owner typed it: schema.org reads a whole address from streetAddress.
    address: {
      "@type": "PostalAddress",
      streetAddress: shop.address,
      addressCountry: "GB",
    },
    // The doors' hours: collection's (delivery starts later). A closing time before the opening
    // time is on the next morning, as schema.org reads it.
    openingHoursSpecification: openingHours.flatMap((spans, day) =>
      spans.map((span) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: `https://schema.org/${WEEKDAYS[day]}`,
        opens: span.opens,
        closes: span.closes,
      })),
    ),
  };
  return { restaurant, menu: { name: `${shop.name} menu`, url: absolute("/order"), currency } };
}

export type TShopSchema = ReturnType<typeof buildShopSchema>;

export function buildRestaurantSchema({ categories, ...options }: TSchemaOptions) {
  const { restaurant, menu } = buildShopSchema(options);
  return { ...restaurant, hasMenu: buildMenuSchema({ ...menu, sections: categories }) };
}

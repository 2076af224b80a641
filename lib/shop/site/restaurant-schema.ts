import { SIZE_LABELS, type CategoryWithItemsView, type DietaryCode } from "@/lib/menu/shared";
import { toMajor } from "@/lib/platform/money";
import { WEEKDAYS, type TWeek } from "@/lib/shop/hours/timetable";
import { OG_IMAGE } from "./og-image";

// schema.org Restaurant with its menu, for search engines' rich results. Built from the live
// menu so that names and prices in the structured data never drift from the ones on the page.

type TSchemaOptions = {
  categories: readonly CategoryWithItemsView[];
  /** Absolute origin without a trailing slash, e.g. https://pizza.example.co.uk. */
  appUrl: string;
  currency: string;
  /** The weekly spans the shop is open, Monday first (lib/shop/hours). */
  openingHours: TWeek;
  /** The shop's identity as the owner has set it (issue 25). */
  shop: { name: string; address: string; phone: string; email: string };
};

/** Schema.org wants a plain decimal number with a dot: 1249 pence → "12.49". */
function formatSchemaPrice(pence: number): string {
  return toMajor(pence).toFixed(2);
}

/** schema.org RestrictedDiet of each label; a vegan dish suits vegetarians too. */
const SCHEMA_DIETS: Record<DietaryCode, string> = {
  vegetarian: "https://schema.org/VegetarianDiet",
  vegan: "https://schema.org/VeganDiet",
  gluten_free: "https://schema.org/GlutenFreeDiet",
};

function suitableForDiet(dietary: readonly DietaryCode[]) {
  const labels = new Set(dietary);
  if (labels.has("vegan")) labels.add("vegetarian");
  const diets = (["vegetarian", "vegan", "gluten_free"] as const).filter((d) => labels.has(d)).map((d) => SCHEMA_DIETS[d]);
  return diets.length ? { suitableForDiet: diets } : {};
}

export function buildRestaurantSchema({ categories, appUrl, currency, openingHours, shop }: TSchemaOptions) {
  const absolute = (path: string) => new URL(path, `${appUrl}/`).toString();

  return {
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
    hasMenu: {
      "@type": "Menu",
      name: `${shop.name} menu`,
      url: absolute("/order"),
      hasMenuSection: categories
        .filter((category) => category.items.length > 0)
        .map((category) => ({
          "@type": "MenuSection",
          name: category.name,
          // Names, diets and prices only (decision 042): the page this sits on shows each dish's
          // description and picture, and React sends a script's text twice (in the HTML and in its
          // payload), so the descriptions were 40 KB of the restaurant page for no new fact.
          hasMenuItem: category.items.map((item) => ({
            "@type": "MenuItem",
            name: item.name,
            ...suitableForDiet(item.dietary),
            offers: item.pricing.map((price) => ({
              "@type": "Offer",
              name: SIZE_LABELS[price.size],
              price: formatSchemaPrice(price.pricePence),
              priceCurrency: currency,
              ...(item.available ? {} : { availability: "https://schema.org/SoldOut" }),
            })),
          })),
        })),
    },
  };
}

/**
 * JSON for a <script type="application/ld+json">: "<" is escaped so that a name containing
 * "</script>" cannot end the script early, and U+2028/U+2029 because older parsers treat them
 * as line ends.
 */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

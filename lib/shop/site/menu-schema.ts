import { SIZE_LABELS, packPricesBySize, unpackPricesBySize, type DietaryCode, type Size } from "@/lib/menu/shared";
import { toMajor } from "@/lib/platform/money";

// schema.org Menu of the shop's dishes, for search engines' rich results. Pure and free of server
// imports: the restaurant page builds it in the browser's island from the dishes it already holds
// (decision 045), so the page sends the menu's data once rather than again as a script's text.

/** What the schema reads of a dish: CategoryItemView has it, so does the restaurant page's island. */
export type TMenuSchemaItem = {
  name: string;
  dietary: readonly DietaryCode[];
  available: boolean;
  pricing: readonly { size: Size; pricePence: number }[];
};

export type TMenuSchemaSection = { name: string; items: readonly TMenuSchemaItem[] };

/** A dish as the schema reads it, in a page's payload: the price of each size in SIZES' order, null where not sold. */
export type TMenuSchemaDishData = [
  name: string,
  dietary: readonly DietaryCode[],
  available: boolean,
  pricesBySize: (number | null)[],
];
export type TMenuSchemaSectionData = [name: string, dishes: TMenuSchemaDishData[]];

/**
 * The sections as the few fields the schema reads, for a page whose island does not hold the
 * dishes themselves (the order page holds one category's): about 4 KB of payload for the seeded
 * menu where the dishes' views were 37 KB.
 */
export function packMenuSchemaSections(sections: readonly TMenuSchemaSection[]): TMenuSchemaSectionData[] {
  return sections.map((section) => [
    section.name,
    section.items.map((item) => [
      item.name,
      // A copy: the same array as a dish's the island holds would be sent as a longer reference to it.
      [...item.dietary],
      item.available,
      packPricesBySize(item.pricing),
    ]),
  ]);
}

export function unpackMenuSchemaSections(data: readonly TMenuSchemaSectionData[]): TMenuSchemaSection[] {
  return data.map(([name, dishes]) => ({
    name,
    items: dishes.map(([itemName, dietary, available, pricesBySize]) => ({
      name: itemName,
      dietary,
      available,
      pricing: unpackPricesBySize(pricesBySize),
    })),
  }));
}

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
  const diets = (["vegetarian", "vegan", "gluten_free"] as const)
    .filter((d) => labels.has(d))
    .map((d) => SCHEMA_DIETS[d]);
  return diets.length ? { suitableForDiet: diets } : {};
}

type TMenuSchemaOptions = {
  /** "Tasty Slice menu". */
  name: string;
  /** Absolute URL of the page to order from. */
  url: string;
  currency: string;
  sections: readonly TMenuSchemaSection[];
};

export function buildMenuSchema({ name, url, currency, sections }: TMenuSchemaOptions) {
  return {
    "@type": "Menu",
    name,
    url,
    hasMenuSection: sections
      .filter((section) => section.items.length > 0)
      .map((section) => ({
        "@type": "MenuSection",
        name: section.name,
        // Names, diets and prices only (decision 042): the page this sits on shows each dish's
        // description and picture, so those would be 40 KB of the restaurant page for no new fact.
        hasMenuItem: section.items.map((item) => ({
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

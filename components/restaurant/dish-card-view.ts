import { allergenNames } from "@/components/menu-details/badges";
import {
  DIETARY_NAMES,
  SIZE_LABELS,
  SPICE_NAMES,
  packPricesBySize,
  unpackPricesBySize,
  type AllergenCode,
  type CategoryItemView,
  type CategoryWithItemsView,
  type DietaryCode,
  type Size,
} from "@/lib/menu/shared";
import { formatMoney } from "@/lib/platform/money";

// The restaurant page's dishes as the page hands them to the browser (decisions 042 and 045). The
// cards are drawn from them on the server and adopted as HTML on load, so in the browser this data
// serves a client-side navigation and the menu's JSON-LD, built from it in the island. It travels in
// the page's payload, escaped, on every load: as tuples, since the 63 dishes' repeated keys were
// half of it.

/** One dish, positionally; its prices in pence by size, in SIZES order, null where it is not sold. */
export type TDishData = [
  id: string,
  name: string,
  description: string,
  image: string | null,
  available: boolean,
  dietary: DietaryCode[],
  spice: number,
  allergens: AllergenCode[],
  mayContain: AllergenCode[],
  pricesBySize: (number | null)[],
];

export type TDishGroupData = { id: string; name: string; dishes: TDishData[] };

/** A dish with its fields named again, as the card and the menu's JSON-LD read it. */
export type TDish = {
  id: string;
  name: string;
  description: string;
  image: string | null;
  available: boolean;
  dietary: DietaryCode[];
  spice: number;
  allergens: AllergenCode[];
  mayContain: AllergenCode[];
  pricing: { size: Size; pricePence: number }[];
};

function toDishData(item: CategoryItemView): TDishData {
  return [
    item.id,
    item.name,
    item.description,
    item.image,
    item.available,
    item.dietary,
    item.spice,
    item.allergens,
    item.mayContain,
    packPricesBySize(item.pricing),
  ];
}

/** The categories that have dishes, with their dishes, for the island. */
export function toDishGroups(categories: readonly CategoryWithItemsView[]): TDishGroupData[] {
  return categories
    .filter((category) => category.items.length > 0)
    .map((category) => ({ id: category.id, name: category.name, dishes: category.items.map(toDishData) }));
}

export function readDish([
  id,
  name,
  description,
  image,
  available,
  dietary,
  spice,
  allergens,
  mayContain,
  pricesBySize,
]: TDishData): TDish {
  return {
    id,
    name,
    description,
    image,
    available,
    dietary,
    spice,
    allergens,
    mayContain,
    pricing: unpackPricesBySize(pricesBySize),
  };
}

/** What a restaurant-page card shows, in words and money. */
export type TDishCardView = {
  id: string;
  name: string;
  description: string;
  image: string | null;
  available: boolean;
  diets: { code: string; name: string }[];
  spice: number;
  spiceName: string;
  /** "Gluten, Milk", or "" when the dish has none of the 14. */
  contains: string;
  mayContain: string;
  /** "Small £8.99", one per size in menu order. */
  prices: string[];
};

export function toDishCardView(dish: TDish, currency: string): TDishCardView {
  return {
    id: dish.id,
    name: dish.name,
    description: dish.description,
    image: dish.image,
    available: dish.available,
    diets: dish.dietary.map((code) => ({ code, name: DIETARY_NAMES[code] })),
    spice: dish.spice,
    spiceName: SPICE_NAMES[dish.spice] ?? "",
    contains: allergenNames(dish.allergens),
    mayContain: allergenNames(dish.mayContain),
    prices: dish.pricing.map((price) => `${SIZE_LABELS[price.size]} ${formatMoney(price.pricePence, currency)}`),
  };
}

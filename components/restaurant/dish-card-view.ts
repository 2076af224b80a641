import { allergenNames } from "@/components/menu-details/badges";
import { DIETARY_NAMES, SIZE_LABELS, SPICE_NAMES, type CategoryItemView } from "@/lib/menu/shared";
import { formatMoney } from "@/lib/platform/money";

// What a restaurant-page card shows, already in words and money (decision 042): the page hands these
// to the browser once, so the card's markup and the browser's copy are both small and the browser
// needs no money formatting or allergen names to draw them.

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

export type TDishGroupView = { id: string; name: string; dishes: TDishCardView[] };

export function toDishCardView(item: CategoryItemView, currency: string): TDishCardView {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    image: item.image,
    available: item.available,
    diets: item.dietary.map((code) => ({ code, name: DIETARY_NAMES[code] })),
    spice: item.spice,
    spiceName: SPICE_NAMES[item.spice] ?? "",
    contains: allergenNames(item.allergens),
    mayContain: allergenNames(item.mayContain),
    prices: item.pricing.map((price) => `${SIZE_LABELS[price.size]} ${formatMoney(price.pricePence, currency)}`),
  };
}

import type { AllergenCode, DietaryCode } from "./allergens";
import type { VatClass } from "@/lib/platform/vat";
import type { OptionGroupView } from "./option-types";

export const SIZES = ["small", "medium", "large", "xlarge"] as const;
export type Size = (typeof SIZES)[number];

export type PriceView = {
  size: Size;
  /** Integer minor units (pence). */
  pricePence: number;
};

export type CategoryView = {
  id: string;
  name: string;
};

export type CategoryItemView = {
  id: string;
  categoryId: string;
  name: string;
  description: string;
  /** Public URL of the picture, or null. */
  image: string | null;
  /** Always in size order small → xlarge; only the sizes the item is sold in. */
  pricing: PriceView[];
  /** The extras a customer may or must choose with it (its category's and its own). */
  extras: OptionGroupView[];
  /** How VAT treats it (decision 034). */
  vatClass: VatClass;
} & MenuDetailsView &
  AvailabilityView;

/** What the dish contains and suits (decision 016). */
export type MenuDetailsView = {
  allergens: AllergenCode[];
  mayContain: AllergenCode[];
  dietary: DietaryCode[];
  /** 0 (not spicy) to 3 (hot). */
  spice: number;
};

export type AvailabilityView = {
  /** Can be added now: neither hidden nor sold out. */
  available: boolean;
  /** Sold out now; back on sale at soldOutUntil, or when set back when that is null. */
  soldOut: boolean;
  /** ISO 8601: views are cached as JSON (lib/platform/cache), where a Date would come back a string. */
  soldOutUntil: string | null;
  hidden: boolean;
};

export type SubcategoryView = {
  id: string;
  categoryId: string;
  name: string;
  image: string;
  coverImage: string | null;
  allergensAdded: AllergenCode[];
  allergensRemoved: AllergenCode[];
} & AvailabilityView;

export type CategoryWithItemsView = CategoryView & { items: CategoryItemView[] };

import type { OptionGroupView } from "@/lib/menu-options/types";

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
};

export type SubcategoryView = {
  id: string;
  categoryId: string;
  name: string;
  image: string;
  coverImage: string | null;
};

export type CategoryWithItemsView = CategoryView & { items: CategoryItemView[] };

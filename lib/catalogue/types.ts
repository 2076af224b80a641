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
};

export type SubcategoryView = {
  id: string;
  categoryId: string;
  name: string;
  image: string;
  coverImage: string | null;
};

export type CategoryWithItemsView = CategoryView & { items: CategoryItemView[] };

import type { PriceView } from "@/lib/catalogue/types";

/** What an admin saves for an item; its picture travels apart, as a stored path. */
export type CategoryItemInput = {
  categoryId: string;
  name: string;
  description: string;
  /** Only the sizes the item is sold in. */
  prices: PriceView[];
};

export type SubcategoryInput = { categoryId: string; name: string };

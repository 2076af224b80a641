import type { VatClass } from "@/lib/platform/vat";
import type { PriceView } from "./types";
import type { AllergenCode, MenuDetails } from "./allergens";

/** What an admin saves for an item; its picture travels apart, as a stored path. */
export type CategoryItemInput = {
  categoryId: string;
  name: string;
  description: string;
  /** Only the sizes the item is sold in. */
  prices: PriceView[];
  /** Allergens, labels and spice; absent = kept as they are (an add starts with none). */
  details?: MenuDetails;
  /** Absent = kept as it is (an add starts standard-rated). */
  vatClass?: VatClass;
};

export type SubcategoryInput = {
  categoryId: string;
  name: string;
  /** What the variant changes to the dish's allergens; absent (either list, or both) = kept as they are. */
  allergens?: { added?: AllergenCode[]; removed?: AllergenCode[] };
};

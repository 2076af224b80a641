import { SIZES, type PriceView, type Size } from "./types";

// How sizes read to people, on the shop's pages and in the admin alike.

export const SIZE_LABELS: Record<Size, string> = {
  small: "Small",
  medium: "Medium",
  large: "Large",
  xlarge: "Extra large",
};

/** "Extra large" for "xlarge"; an unknown size as it came. */
export function formatSize(size: string): string {
  return SIZE_LABELS[size as Size] ?? size;
}

/**
 * A dish's prices as a page's payload carries them: one per size in SIZES' order, null where it is
 * not sold (the keys of each price object repeated were half of the dishes' data, decision 045).
 */
export function packPricesBySize(pricing: readonly PriceView[]): (number | null)[] {
  return SIZES.map((size) => pricing.find((price) => price.size === size)?.pricePence ?? null);
}

export function unpackPricesBySize(pricesBySize: readonly (number | null)[]): PriceView[] {
  return SIZES.flatMap((size, index) => {
    const pricePence = pricesBySize[index];
    return pricePence == null ? [] : [{ size, pricePence }];
  });
}

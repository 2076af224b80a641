import "server-only";
import { absoluteMediaUrl } from "./media-url";
import type { TLineSubcategory } from "./schemas";

/** What a line without any picture shows (public/dish-default.svg). */
export const DISH_DEFAULT_PICTURE = "/dish-default.svg";

/**
 * The spec's `subcategoryId` of a line: its variant, or for a line without one the dish itself
 * (decision 022). `variant` is null when the line has none; an order line's variant keeps its
 * frozen name and picture but has a null id once the variant has left the menu.
 */
export function presentLineSubcategory(
  variant: { id: string | null; name: string; image: string | null } | null,
  dish: { name: string; image: string | null },
): TLineSubcategory {
  return {
    _id: variant?.id ?? null,
    subCategoryname: variant?.name ?? dish.name,
    image: absoluteMediaUrl(variant?.image ?? dish.image ?? DISH_DEFAULT_PICTURE),
    isVariant: variant !== null,
  };
}

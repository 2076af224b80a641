import "server-only";
import type { AvailabilityView, CategoryItemView, CategoryView, SubcategoryView } from "@/lib/catalogue/types";
import { toMajor } from "@/lib/money";
import { absoluteMediaUrl } from "../../media-url";
import type { TCategoryDto, TCategoryItemDto, TSubcategoryDto } from "./contract";

export function presentCategory(c: CategoryView): TCategoryDto {
  return { _id: c.id, Categoryname: c.name };
}

function presentAvailability(a: AvailabilityView) {
  return { available: a.available, soldOut: a.soldOut, soldOutUntil: a.soldOutUntil?.toISOString() ?? null, hidden: a.hidden };
}

export function presentCategoryItem(item: CategoryItemView): TCategoryItemDto {
  return {
    _id: item.id,
    categoryId: item.categoryId,
    categoryItemName: item.name,
    description: item.description,
    image: absoluteMediaUrl(item.image),
    pricing: item.pricing.map((p) => ({ size: p.size, price: toMajor(p.pricePence) })),
    allergens: item.allergens,
    mayContain: item.mayContain,
    dietary: item.dietary,
    spice: item.spice,
    ...presentAvailability(item),
  };
}

export function presentSubcategory(s: SubcategoryView): TSubcategoryDto {
  return {
    _id: s.id,
    categoryId: s.categoryId,
    subCategoryname: s.name,
    image: absoluteMediaUrl(s.image),
    coverimage: absoluteMediaUrl(s.coverImage),
    allergensAdded: s.allergensAdded,
    allergensRemoved: s.allergensRemoved,
    ...presentAvailability(s),
  };
}

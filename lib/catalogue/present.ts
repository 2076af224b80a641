import { toMajor } from "@/lib/money";
import type { CategoryItemView, CategoryView, SubcategoryView } from "./types";

// The API's field names are the spec's (`_id`, `Categoryname`, `categoryIteam`...):
// clients written against the old app read exactly these. Prices are major units.

export function presentCategory(c: CategoryView) {
  return { _id: c.id, Categoryname: c.name };
}

export function presentCategoryItem(item: CategoryItemView) {
  return {
    _id: item.id,
    categoryId: item.categoryId,
    categoryItemName: item.name,
    description: item.description,
    image: item.image,
    pricing: item.pricing.map((p) => ({ size: p.size, price: toMajor(p.pricePence) })),
  };
}

export function presentSubcategory(s: SubcategoryView) {
  return {
    _id: s.id,
    categoryId: s.categoryId,
    subCategoryname: s.name,
    image: s.image,
    coverimage: s.coverImage,
  };
}

import "server-only";
import type { CategoryItemInput, SubcategoryInput } from "@/lib/admin/menu/types";
import { toMinor } from "@/lib/money";
import type { TCategoryItemFields, TSubcategoryFields } from "./contract";

// Wire → domain for the admin's menu forms. Domain → wire is the catalogue's presenters
// (lib/api/store/catalogue/present.ts): the admin reads the menu in the same shapes.

export function toCategoryItemInput(fields: TCategoryItemFields): CategoryItemInput {
  return {
    categoryId: fields.categoryId,
    name: fields.categoryItemName,
    description: fields.description,
    // A size left at 0 is a size the item is not sold in.
    prices: fields.pricing.filter((p) => p.price > 0).map((p) => ({ size: p.size, pricePence: toMinor(p.price) })),
  };
}

export function toSubcategoryInput(fields: TSubcategoryFields): SubcategoryInput {
  return { categoryId: fields.categoryId, name: fields.subCategoryname };
}

/** Field names of the domain's messages → the spec's. */
export const CATEGORY_WIRE_FIELDS = { name: "Categoryname" };

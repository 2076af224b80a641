import type { Size, SubcategoryView } from "@/lib/menu/shared";
import type { TCategoryItemDto, TSubcategoryDto } from "./contract";

// The catalogue's answers in the screens' words (the menu's own view types where they exist).

/** A variant (the spec's subcategory) as lib/menu names it. */
export function toVariantView(dto: TSubcategoryDto): SubcategoryView {
  return {
    id: dto._id,
    categoryId: dto.categoryId,
    name: dto.subCategoryname,
    image: dto.image,
    coverImage: dto.coverimage,
    allergensAdded: dto.allergensAdded,
    allergensRemoved: dto.allergensRemoved,
    available: dto.available,
    soldOut: dto.soldOut,
    soldOutUntil: dto.soldOutUntil,
    hidden: dto.hidden,
  };
}

/** A dish with its prices in major units, as GET /api/admin/categoryItembyId answers it. */
export type DishPricesView = { id: string; name: string; pricing: { size: Size; price: number }[] };

export function toDishPricesView(dto: TCategoryItemDto): DishPricesView {
  return { id: dto._id, name: dto.categoryItemName, pricing: dto.pricing };
}

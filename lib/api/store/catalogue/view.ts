import type { CategoryItemView, CategoryWithItemsView, Size, SubcategoryView } from "@/lib/menu/shared";
import { toMinor } from "@/lib/platform/money";
import { toOptionFromWire } from "../../option-from-wire";
import type { TCategoriesWithItems, TCategoryItemDto, TOptionGroupDto, TSubcategoryDto } from "./contract";

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
  return {
    id: dto._id,
    name: dto.categoryItemName,
    pricing: dto.pricing.filter((p) => p.offered).map((p) => ({ size: p.size, price: p.price })),
  };
}

function toOptionGroupView(dto: TOptionGroupDto): CategoryItemView["extras"][number] {
  return {
    id: dto._id,
    name: dto.name,
    min: dto.min,
    max: dto.max,
    scope: dto.scope,
    options: dto.options.map(toOptionFromWire),
  };
}

/** A dish as the menu's pages hold it (prices back in pence; the picture's URL as answered). */
export function toCategoryItemView(dto: TCategoryItemDto): CategoryItemView {
  return {
    id: dto._id,
    categoryId: dto.categoryId,
    name: dto.categoryItemName,
    description: dto.description,
    image: dto.image,
    // The screens list the sizes the dish is made in; the wire keeps the spec's four places.
    pricing: dto.pricing.filter((p) => p.offered).map((p) => ({ size: p.size, pricePence: toMinor(p.price) })),
    allergens: dto.allergens,
    mayContain: dto.mayContain,
    dietary: dto.dietary,
    spice: dto.spice,
    available: dto.available,
    soldOut: dto.soldOut,
    soldOutUntil: dto.soldOutUntil,
    hidden: dto.hidden,
    extras: dto.extras.map(toOptionGroupView),
    vatClass: dto.vatClass,
  };
}

/**
 * The whole menu as GET /api/admin/categorydata answers it, as customers see it: a member of staff
 * signed in on the storefront is also sent the hidden dishes, which the storefront leaves out.
 */
export function toCustomerMenuView(dto: TCategoriesWithItems): CategoryWithItemsView[] {
  return dto.map((category) => ({
    id: category._id,
    name: category.Categoryname,
    items: category.categoryIteam.filter((item) => !item.hidden).map(toCategoryItemView),
  }));
}

import "server-only";
import {
  SIZES,
  type AvailabilityView,
  type CategoryItemView,
  type CategoryView,
  type CategoryWithItemsView,
  type SubcategoryView,
} from "@/lib/menu/shared";
import type { OptionGroupView } from "@/lib/menu";
import { sealAnswer } from "@/lib/platform/http";
import { toMajor } from "@/lib/platform/money";
import { absoluteMediaUrl } from "../../media-url";
import type { TCategoryDto, TCategoryItemDto, TOptionGroupDto, TSubcategoryDto } from "./contract";

export function presentOptionGroup(g: OptionGroupView): TOptionGroupDto {
  return {
    _id: g.id,
    name: g.name,
    min: g.min,
    max: g.max,
    scope: g.scope,
    options: g.options.map((o) => ({
      _id: o.id,
      name: o.name,
      price: toMajor(o.pricePence),
      prices: o.prices.map((p) => ({ size: p.size, price: toMajor(p.pricePence) })),
      allergens: o.allergens,
      available: o.available,
      vatClass: o.vatClass,
    })),
  };
}

export function presentCategory(c: CategoryView): TCategoryDto {
  return { _id: c.id, Categoryname: c.name };
}

function presentAvailability(a: AvailabilityView) {
  return { available: a.available, soldOut: a.soldOut, soldOutUntil: a.soldOutUntil, hidden: a.hidden };
}

/** The spec's four sizes in its order, whatever the dish is made in (contract: `pricing`). */
function presentPricing(pricing: CategoryItemView["pricing"]): TCategoryItemDto["pricing"] {
  return SIZES.map((size) => {
    const price = pricing.find((p) => p.size === size);
    return price ? { size, price: toMajor(price.pricePence), offered: true } : { size, price: 0, offered: false };
  });
}

export function presentCategoryItem(item: CategoryItemView): TCategoryItemDto {
  return {
    _id: item.id,
    categoryId: item.categoryId,
    categoryItemName: item.name,
    description: item.description,
    image: absoluteMediaUrl(item.image),
    pricing: presentPricing(item.pricing),
    allergens: item.allergens,
    mayContain: item.mayContain,
    dietary: item.dietary,
    spice: item.spice,
    ...presentAvailability(item),
    extras: item.extras.map(presentOptionGroup),
    vatClass: item.vatClass,
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

/** A category with its dishes (GET /api/admin/categorydata): the spec's `categoryIteam`. */
export function presentCategoryWithItems(c: CategoryWithItemsView) {
  return { ...presentCategory(c), categoryIteam: c.items.map(presentCategoryItem) };
}

/** What `presentCategoryItemList` made of each shared list it was given. */
const presentedLists = new WeakMap<readonly CategoryItemView[], { categoryIteam: TCategoryItemDto[] }>();

/**
 * A category's dishes (GET /api/admin/foodCategoryItemdata/{categoryId}). A frozen list (the
 * cached read brought up to the clock, the same for many requests) is presented once and its
 * answer sealed, so its JSON is written once too.
 */
export function presentCategoryItemList(items: readonly CategoryItemView[]) {
  const kept = presentedLists.get(items);
  if (kept) return kept;
  const list = { categoryIteam: items.map(presentCategoryItem) };
  if (Object.isFrozen(items)) presentedLists.set(items, sealAnswer(list));
  return list;
}

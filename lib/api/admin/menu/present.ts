import "server-only";
import type { AvailabilityResult, CategoryItemInput, SubcategoryInput } from "@/lib/menu";
import type { CategoryItemView, SubcategoryView } from "@/lib/menu/shared";
import { toMinor } from "@/lib/platform/money";
import type { TCategoryItemForm, TSubcategoryForm } from "./contract";

// Wire → domain for the admin's menu forms. Domain → wire is the catalogue's presenters
// (lib/api/store/catalogue/present.ts): the admin reads the menu in the same shapes.

export function toCategoryItemInput(fields: TCategoryItemForm): CategoryItemInput {
  const { allergens, mayContain, dietary, spice } = fields;
  const hasDetails =
    allergens !== undefined || mayContain !== undefined || dietary !== undefined || spice !== undefined;
  return {
    categoryId: fields.categoryId,
    name: fields.categoryItemName,
    description: fields.description,
    ...(fields.vatClass ? { vatClass: fields.vatClass } : {}),
    // A size left at 0 is a size the item is not sold in.
    prices: fields.pricing.filter((p) => p.price > 0).map((p) => ({ size: p.size, pricePence: toMinor(p.price) })),
    // A form that sends any of them sends the dish's details; the others are then empty.
    ...(hasDetails
      ? {
          details: {
            allergens: allergens ?? [],
            mayContain: mayContain ?? [],
            dietary: dietary ?? [],
            spice: spice ?? 0,
          },
        }
      : {}),
  };
}

export function toSubcategoryInput(fields: TSubcategoryForm): SubcategoryInput {
  const { allergensAdded: added, allergensRemoved: removed } = fields;
  return {
    categoryId: fields.categoryId,
    name: fields.subCategoryname,
    // A list not sent is kept as the variant has it (a new variant: none), not emptied.
    ...(added !== undefined || removed !== undefined
      ? { allergens: { ...(added ? { added } : {}), ...(removed ? { removed } : {}) } }
      : {}),
  };
}

/** Field names of the domain's messages → the spec's. */
export const CATEGORY_WIRE_FIELDS = { name: "Categoryname" };

// The menu's writes as the audit trail records them (lib/api/handle.ts): the domain's plain
// names and money in pence, not the wire's.

/** A dish's values: what it is called, where it sits, what it costs per size. */
export function auditCategoryItem(item: CategoryItemView) {
  return {
    name: item.name,
    categoryId: item.categoryId,
    description: item.description,
    pricing: item.pricing,
    vatClass: item.vatClass,
    allergens: item.allergens,
    mayContain: item.mayContain,
    dietary: item.dietary,
    spice: item.spice,
    image: item.image,
  };
}

/** A variant's values. */
export function auditSubcategory(variant: SubcategoryView) {
  return {
    name: variant.name,
    categoryId: variant.categoryId,
    allergensAdded: variant.allergensAdded,
    allergensRemoved: variant.allergensRemoved,
    image: variant.image,
    coverImage: variant.coverImage,
  };
}

/**
 * A change of availability: its target typed as the dish's and the variant's other entries are
 * (the domain's `item` is the trail's `categoryItem`), so one dish's history reads under one type.
 */
export function auditAvailability({ before, state }: AvailabilityResult) {
  const values = (v: typeof before) => ({
    available: v.available,
    soldOut: v.soldOut,
    soldOutUntil: v.soldOutUntil,
    hidden: v.hidden,
  });
  return {
    action: "menu.availability",
    targetType: AVAILABILITY_TARGET_TYPE[state.type],
    targetId: state.id,
    targetName: state.name,
    before: values(before),
    after: values(state),
  };
}

const AVAILABILITY_TARGET_TYPE = { item: "categoryItem", subcategory: "subcategory", option: "option" } as const;

import type { Prisma } from "@/lib/platform/db";
import type { OptionGroupView } from "./option-types";

// The Prisma selection of option groups and the row → view mapping, for every read of a dish.

export const groupOrder = [
  { position: "asc" },
  { createdAt: "asc" },
] satisfies Prisma.OptionGroupOrderByWithRelationInput[];

export const optionGroupSelect = {
  id: true,
  name: true,
  min: true,
  max: true,
  categoryItemId: true,
  options: {
    select: {
      id: true,
      name: true,
      pricePence: true,
      allergens: true,
      available: true,
      vatClass: true,
      prices: { select: { size: true, pricePence: true } },
    },
    orderBy: [{ position: "asc" }, { name: "asc" }],
  },
} satisfies Prisma.OptionGroupSelect;

/** Select this on a CategoryItem: its own groups and its category's. */
export const itemGroupsSelect = {
  optionGroups: { select: optionGroupSelect, orderBy: groupOrder },
  category: { select: { optionGroups: { select: optionGroupSelect, orderBy: groupOrder } } },
} satisfies Prisma.CategoryItemSelect;

type GroupRow = Prisma.OptionGroupGetPayload<{ select: typeof optionGroupSelect }>;
type ItemGroupsRow = Prisma.CategoryItemGetPayload<{ select: typeof itemGroupsSelect }>;

const SIZE_ORDER = ["small", "medium", "large", "xlarge"];

export function toGroupView(row: GroupRow): OptionGroupView {
  return {
    id: row.id,
    name: row.name,
    min: row.min,
    max: row.max,
    scope: row.categoryItemId ? "item" : "category",
    options: row.options.map((o) => ({
      id: o.id,
      name: o.name,
      pricePence: o.pricePence,
      prices: o.prices
        .filter((p) => p.pricePence !== o.pricePence)
        .sort((a, b) => SIZE_ORDER.indexOf(a.size) - SIZE_ORDER.indexOf(b.size)),
      allergens: o.allergens,
      available: o.available,
      vatClass: o.vatClass,
    })),
  };
}

/** A dish's groups: its category's first (they are the menu's own), then the dish's. */
export function groupsOfItem(row: ItemGroupsRow): OptionGroupView[] {
  return [...row.category.optionGroups, ...row.optionGroups].map(toGroupView);
}

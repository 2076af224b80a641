import type { Prisma } from "@/lib/platform/db";
import { availabilitySelect, isAvailable, isSoldOut, type AvailabilityFields } from "./availability";
import { SIZES, type AvailabilityView, type CategoryItemView, type SubcategoryView } from "./types";
import { itemGroupsSelect, groupsOfItem } from "./option-group-select";

// Shared Prisma selections and row → view mapping for catalogue reads.

export const itemSelect = {
  id: true,
  categoryId: true,
  name: true,
  description: true,
  imagePath: true,
  prices: { select: { size: true, pricePence: true } },
  allergens: true,
  mayContain: true,
  dietary: true,
  spice: true,
  vatClass: true,
  ...availabilitySelect,
  ...itemGroupsSelect,
} satisfies Prisma.CategoryItemSelect;

/** What customers may see: hidden dishes and variants are left out of their reads. */
export type MenuAudience = { includeHidden: boolean };
export const CUSTOMERS: MenuAudience = { includeHidden: false };
export const STAFF: MenuAudience = { includeHidden: true };

export function visibleTo(audience: MenuAudience) {
  return audience.includeHidden ? {} : { hidden: false };
}

function availabilityView(row: AvailabilityFields, now: Date): AvailabilityView {
  const soldOut = isSoldOut(row, now);
  return {
    available: isAvailable(row, now),
    soldOut,
    soldOutUntil: soldOut ? (row.soldOutUntil?.toISOString() ?? null) : null,
    hidden: row.hidden,
  };
}

export const itemOrder = [
  { position: "asc" },
  { createdAt: "asc" },
] satisfies Prisma.CategoryItemOrderByWithRelationInput[];

type ItemRow = Prisma.CategoryItemGetPayload<{ select: typeof itemSelect }>;

export function toItemView(row: ItemRow, now: Date = new Date()): CategoryItemView {
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    image: row.imagePath,
    pricing: [...row.prices].sort((a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size)),
    allergens: row.allergens,
    mayContain: row.mayContain,
    dietary: row.dietary,
    spice: row.spice,
    ...availabilityView(row, now),
    extras: groupsOfItem(row),
    vatClass: row.vatClass,
  };
}

export const subcategorySelect = {
  id: true,
  categoryId: true,
  name: true,
  imagePath: true,
  coverImagePath: true,
  allergensAdded: true,
  allergensRemoved: true,
  ...availabilitySelect,
} satisfies Prisma.SubcategorySelect;

type SubcategoryRow = Prisma.SubcategoryGetPayload<{ select: typeof subcategorySelect }>;

export function toSubcategoryView(row: SubcategoryRow, now: Date = new Date()): SubcategoryView {
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    image: row.imagePath,
    coverImage: row.coverImagePath,
    allergensAdded: row.allergensAdded,
    allergensRemoved: row.allergensRemoved,
    ...availabilityView(row, now),
  };
}

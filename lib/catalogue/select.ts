import type { Prisma } from "@/lib/db/generated/client";
import { itemGroupsSelect, groupsOfItem } from "@/lib/menu-options/select";
import { SIZES, type CategoryItemView, type SubcategoryView } from "./types";

// Shared Prisma selections and row → view mapping for catalogue reads.

export const itemSelect = {
  id: true,
  categoryId: true,
  name: true,
  description: true,
  imagePath: true,
  prices: { select: { size: true, pricePence: true } },
  ...itemGroupsSelect,
} satisfies Prisma.CategoryItemSelect;

export const itemOrder = [{ position: "asc" }, { createdAt: "asc" }] satisfies Prisma.CategoryItemOrderByWithRelationInput[];

type ItemRow = Prisma.CategoryItemGetPayload<{ select: typeof itemSelect }>;

export function toItemView(row: ItemRow): CategoryItemView {
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    image: row.imagePath,
    pricing: [...row.prices].sort((a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size)),
    extras: groupsOfItem(row),
  };
}

export const subcategorySelect = {
  id: true,
  categoryId: true,
  name: true,
  imagePath: true,
  coverImagePath: true,
} satisfies Prisma.SubcategorySelect;

type SubcategoryRow = Prisma.SubcategoryGetPayload<{ select: typeof subcategorySelect }>;

export function toSubcategoryView(row: SubcategoryRow): SubcategoryView {
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    image: row.imagePath,
    coverImage: row.coverImagePath,
  };
}

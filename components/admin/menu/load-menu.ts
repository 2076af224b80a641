import "server-only";
import { readCategoryItem, readSubcategory, readCategories } from "@/lib/menu";
import type { TCategoryDto } from "@/lib/api/store/catalogue/contract";
import {
  toAdminDishView,
  toAdminVariantView,
  type AdminDishView,
  type AdminVariantView,
} from "@/lib/api/admin/menu/view";
import { presentCategory, presentCategoryItem, presentSubcategory } from "@/lib/api/store/catalogue/present";
import { isAppError } from "@/lib/platform/errors";

// The Foods pages render on the server, so they read the catalogue directly, in the very
// shapes of GET /api/admin/foodcategorydatashow, categoryItembyId and subCategorybyId.

export async function loadCategories(): Promise<TCategoryDto[]> {
  return (await readCategories()).map(presentCategory);
}

async function readOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (isAppError(err) && err.code === "NOT_FOUND") return null;
    throw err;
  }
}

export type TMenuEntry = { type: "item"; item: AdminDishView } | { type: "subcategory"; subcategory: AdminVariantView };

/** What an id of /admin/Foods/{id} names: an item is tried first, then a subcategory. */
export async function findMenuEntry(id: string): Promise<TMenuEntry | null> {
  const item = await readOrNull(() => readCategoryItem(id));
  if (item) return { type: "item", item: toAdminDishView(presentCategoryItem(item)) };
  const subcategory = await readOrNull(() => readSubcategory(id));
  if (subcategory) return { type: "subcategory", subcategory: toAdminVariantView(presentSubcategory(subcategory)) };
  return null;
}

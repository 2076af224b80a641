import "server-only";
import { cachedShopRead, renderAgainBy, soonest } from "@/lib/platform/cache";
import { listOnSaleNow, onSaleNow } from "./on-sale-now";
import { readCategoryItem } from "./read-category-item";
import { readSubcategory } from "./read-subcategory";
import { readCategories } from "./read-categories";
import { readCategoriesWithItems } from "./read-categories-with-items";
import { readCategoryItems } from "./read-category-items";
import { readSubcategories } from "./read-subcategories";

// The catalogue as customers read it (the storefront's pages and the public menu API), from the
// shared cache. Admin screens, basket pricing and the answers to admin writes read the database
// itself through the functions beside this file.

const cachedCategoriesWithItems = cachedShopRead("categories-with-items", readCategoriesWithItems);
const cachedCategoryItems = cachedShopRead("category-items", readCategoryItems);
const cachedCategoryItem = cachedShopRead("category-item", readCategoryItem);
const cachedSubcategories = cachedShopRead("subcategories", readSubcategories);
const cachedSubcategory = cachedShopRead("subcategory", readSubcategory);

export const listCategories = cachedShopRead("categories", readCategories);

/** A cached page showing these dishes is rendered again when the first of them is back on sale. */
async function untilBackOnSale(items: readonly { soldOutUntil: string | null }[], now: Date) {
  await renderAgainBy(
    soonest(
      items.map((i) => i.soldOutUntil),
      now,
    ),
    now,
  );
}

export async function listCategoriesWithItems(...args: Parameters<typeof readCategoriesWithItems>) {
  const now = new Date();
  const categories = (await cachedCategoriesWithItems(...args)).map((c) => ({
    ...c,
    items: c.items.map((i) => onSaleNow(i, now)),
  }));
  await untilBackOnSale(
    categories.flatMap((c) => c.items),
    now,
  );
  return categories;
}

export async function listCategoryItems(...args: Parameters<typeof readCategoryItems>) {
  const now = new Date();
  const items = listOnSaleNow(await cachedCategoryItems(...args), now);
  await untilBackOnSale(items, now);
  return items;
}

export async function getCategoryItem(...args: Parameters<typeof readCategoryItem>) {
  return onSaleNow(await cachedCategoryItem(...args), new Date());
}

export async function listSubcategories(...args: Parameters<typeof readSubcategories>) {
  const now = new Date();
  return (await cachedSubcategories(...args)).map((s) => onSaleNow(s, now));
}

export async function getSubcategory(...args: Parameters<typeof readSubcategory>) {
  return onSaleNow(await cachedSubcategory(...args), new Date());
}

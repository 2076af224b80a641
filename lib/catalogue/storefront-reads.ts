import "server-only";
import { cachedShopRead } from "@/lib/cache/shop-data";
import { getCategoryItem as readCategoryItem } from "./get-category-item";
import { getSubcategory as readSubcategory } from "./get-subcategory";
import { listCategories as readCategories } from "./list-categories";
import { listCategoriesWithItems as readCategoriesWithItems } from "./list-categories-with-items";
import { listCategoryItems as readCategoryItems } from "./list-category-items";
import { listSubcategories as readSubcategories } from "./list-subcategories";

// The catalogue as customers read it (the storefront's pages and the public menu API), from the
// shared cache. Admin screens, basket pricing and the answers to admin writes read the database
// itself through the functions beside this file.

export const listCategories = cachedShopRead("categories", readCategories);
export const listCategoriesWithItems = cachedShopRead("categories-with-items", readCategoriesWithItems);
export const listCategoryItems = cachedShopRead("category-items", readCategoryItems);
export const getCategoryItem = cachedShopRead("category-item", readCategoryItem);
export const listSubcategories = cachedShopRead("subcategories", readSubcategories);
export const getSubcategory = cachedShopRead("subcategory", readSubcategory);

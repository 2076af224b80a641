import { routeOf } from "../../route";
import type * as contract from "./contract";

// The browser's handles on this area's endpoints (lib/api/route.ts): no zod comes with them.

export const getCategoryItem = routeOf<typeof contract.getCategoryItem>("GET", "/api/admin/categoryItembyId/[id]");
export const listSubcategories = routeOf<typeof contract.listSubcategories>(
  "GET",
  "/api/admin/subfoodCategorydata/[categoryId]",
);
export const listCategoriesWithItems = routeOf<typeof contract.listCategoriesWithItems>(
  "GET",
  "/api/admin/categorydata",
);

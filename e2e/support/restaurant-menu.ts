import type { APIRequestContext } from "@playwright/test";

export type MenuItem = { _id: string; categoryItemName: string; description: string };
export type MenuCategory = { _id: string; Categoryname: string; categoryIteam: MenuItem[] };

/** The menu as the API has it, without empty categories (the restaurant page shows none). */
export async function loadRestaurantMenu(request: APIRequestContext) {
  const categories: MenuCategory[] = (await (await request.get("/api/admin/categorydata")).json()).data;
  const groups = categories.filter((c) => c.categoryIteam.length > 0);
  return { groups, items: groups.flatMap((c) => c.categoryIteam) };
}

import type { TDishGroupData } from "@/components/restaurant/dish-card-view";
import { loadShopSchema } from "@/lib/shop";
import { DishGroupsJsonLd } from "./dish-groups-json-ld";

// Apart from restaurant-json-ld.tsx and order-menu-json-ld.tsx: a server module that imports a
// client component puts that component's code on every page that imports the module, used or
// not (the home and order pages carried the restaurant page's menu island, about 1 KB, issue 26).

/**
 * schema.org Restaurant with its menu on the restaurant page: the menu part is built in the
 * browser's island from the dishes the page hands it anyway (`groups`, the very array given to the
 * menu), so the script's text is not in the page's payload too (decision 045).
 */
export async function RestaurantMenuJsonLd({ groups }: { groups: readonly TDishGroupData[] }) {
  const { restaurant, menu } = await loadShopSchema();
  return <DishGroupsJsonLd restaurant={restaurant} menu={menu} groups={groups} />;
}

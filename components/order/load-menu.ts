import { callApi } from "@/lib/api/client";
import { listCategoriesWithItems } from "@/lib/api/store/catalogue/routes";
import { toCustomerMenuView } from "@/lib/api/store/catalogue/view";
import type { CategoryWithItemsView } from "@/lib/menu/shared";

// The whole menu, which the order page's search looks through. The page itself carries only the
// open category's dishes (the whole menu was 37 KB of its 77 KB payload, decoded on the phone's
// main thread before the page answers a tap: issue 26); the rest comes when the search box is
// first used, about 7 KB compressed.

let request: Promise<CategoryWithItemsView[] | null> | null = null;

/** The menu, or null when it could not be fetched (not kept: the next use asks again). */
export function loadMenu(): Promise<CategoryWithItemsView[] | null> {
  request ??= callApi(listCategoriesWithItems).then(({ body }) => {
    if (body.success && body.data) return toCustomerMenuView(body.data);
    request = null;
    return null;
  });
  return request;
}

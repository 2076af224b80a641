import { matchesMenuQuery, type CategoryItemView } from "@/lib/menu/shared";

// Pure helpers for the order page's search box and 'Sort by Pricing' (browser and tests).

export type TPriceOrder = "menu" | "ascending" | "descending";

/** Items whose name or description holds every word of the query (or another name for it, "coke" →
 * Coca-Cola: lib/menu/search.ts); an empty query keeps all. */
export function filterItems(items: CategoryItemView[], query: string): CategoryItemView[] {
  if (!query.trim()) return items;
  return items.filter((item) => matchesMenuQuery(`${item.name} ${item.description}`, query));
}

/** The lowest price an item is sold at (pence); items without prices sort last. */
export function lowestPrice(item: CategoryItemView): number {
  return item.pricing.length ? Math.min(...item.pricing.map((p) => p.pricePence)) : Number.POSITIVE_INFINITY;
}

/** A sorted copy; equal prices keep the menu's order. */
export function sortItemsByPrice(items: CategoryItemView[], order: TPriceOrder): CategoryItemView[] {
  if (order === "menu") return items;
  const direction = order === "ascending" ? 1 : -1;
  return items
    .map((item, index) => ({ item, index, price: lowestPrice(item) }))
    .sort((a, b) => {
      if (a.price === b.price) return a.index - b.index;
      if (a.price === Number.POSITIVE_INFINITY) return 1;
      if (b.price === Number.POSITIVE_INFINITY) return -1;
      return (a.price - b.price) * direction;
    })
    .map(({ item }) => item);
}

/** From menu order to lowest first, then back and forth between lowest and highest first. */
export function nextPriceOrder(order: TPriceOrder): TPriceOrder {
  return order === "ascending" ? "descending" : "ascending";
}

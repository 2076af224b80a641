import type { OptionGroupView } from "./option-types";
import type { CategoryWithItemsView } from "./types";

/**
 * The menu with each distinct extras group as one object. A category's group is on every dish of
 * the category (a pizza's eleven toppings, priced by size, on each pizza), and React's page
 * payload sends an object it has already sent as a reference to it: about 20 KB less of the order
 * page (issue 26). Groups are compared by content, so a dish whose group differs keeps its own.
 */
export function shareRepeatedExtras(menu: readonly CategoryWithItemsView[]): CategoryWithItemsView[] {
  const seen = new Map<string, OptionGroupView>();
  const share = (group: OptionGroupView) => {
    const key = JSON.stringify(group);
    const known = seen.get(key);
    if (known) return known;
    seen.set(key, group);
    return group;
  };
  return menu.map((category) => ({
    ...category,
    items: category.items.map((item) => ({ ...item, extras: item.extras.map(share) })),
  }));
}

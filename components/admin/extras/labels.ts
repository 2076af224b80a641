import type { TAdminOptionGroupDto } from "@/lib/api/admin/option-groups/contract";
import type { TExtrasMenu } from "./form-values";

// How the admin's list says a group's rule and where it is offered.

/** "Exactly 1", "Optional, up to 5", "1 to 3". */
export function ruleLabel(group: Pick<TAdminOptionGroupDto, "min" | "max">): string {
  if (group.min === group.max) return `Exactly ${group.min}`;
  if (group.min === 0) return `Optional, up to ${group.max}`;
  return `${group.min} to ${group.max}`;
}

/** "Every dish in Pizzas", "Margherita (Pizzas)". */
export function placeLabel(
  group: Pick<TAdminOptionGroupDto, "categoryId" | "categoryItemId">,
  menu: TExtrasMenu,
): string {
  if (group.categoryId) {
    const category = menu.find((c) => c.id === group.categoryId);
    return category ? `Every dish in ${category.name}` : "A category no longer on the menu";
  }
  for (const category of menu) {
    const dish = category.items.find((i) => i.id === group.categoryItemId);
    if (dish) return `${dish.name} (${category.name})`;
  }
  return "A dish no longer on the menu";
}

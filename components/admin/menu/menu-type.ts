import type { MenuKind } from "@/lib/api/admin/menu/view";

// The three kinds of menu entry the admin's Foods and manage pages choose between.

export type TMenuType = MenuKind;

export const MENU_TYPE_LABELS: Record<TMenuType, string> = {
  category: "Category",
  item: "Category Item",
  subcategory: "Subcategory",
};

export { MENU_KIND_PARAM, parseMenuKind as parseMenuType } from "@/lib/api/admin/menu/view";

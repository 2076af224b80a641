// The three kinds of menu entry the admin's Foods and manage pages choose between.

export type TMenuType = "category" | "categoryIteam" | "subcategory";

export const MENU_TYPE_LABELS: Record<TMenuType, string> = {
  category: "Category",
  categoryIteam: "Category Item",
  subcategory: "Subcategory",
};

/** `?type=` of the Foods and manage pages, when it names one of the types. */
export function parseMenuType(value: string | string[] | undefined): TMenuType | null {
  const type = Array.isArray(value) ? value[0] : value;
  return type === "category" || type === "categoryIteam" || type === "subcategory" ? type : null;
}

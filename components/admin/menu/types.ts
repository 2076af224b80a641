import type { Size } from "@/lib/catalogue/types";

// The catalogue as the admin API presents it (the spec's field names; prices in pounds).

export type TCategory = { _id: string; Categoryname: string };

export type TCategoryItem = {
  _id: string;
  categoryId: string;
  categoryItemName: string;
  description: string;
  image: string | null;
  /** Only the sizes the item is sold in. */
  pricing: { size: Size; price: number }[];
};

export type TSubcategory = {
  _id: string;
  categoryId: string;
  subCategoryname: string;
  image: string;
  coverimage: string | null;
};

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

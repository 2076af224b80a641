import type { z } from "zod";
import type { SubcategoryView } from "@/lib/menu/shared";
import { fieldErrorsOf, type TApiBody } from "../../fetch";
import type { TCategoryItemDto, TSubcategoryDto } from "../../store/catalogue/contract";
import { toVariantView } from "../../store/catalogue/view";
import { ZCategoryItemFieldsSchema, ZSubcategoryFieldsSchema } from "./contract";

// The admin's menu screens in their own words: the entries they list and edit, the kinds of
// entry (the spec's pages say `?type=categoryIteam`), and their forms, whose fields the spec
// posts as `categoryItemName` and `subCategoryname`.

/** The three kinds of menu entry the Foods and manage pages choose between. */
export type MenuKind = "category" | "item" | "subcategory";

/** Each kind as `?type=` of the spec's Foods and manage pages says it. */
export const MENU_KIND_PARAM: Record<MenuKind, string> = {
  category: "category",
  item: "categoryIteam",
  subcategory: "subcategory",
};

/** `?type=` of the Foods and manage pages, when it names one of the kinds. */
export function parseMenuKind(value: string | string[] | undefined): MenuKind | null {
  const param = Array.isArray(value) ? value[0] : value;
  return (Object.keys(MENU_KIND_PARAM) as MenuKind[]).find((kind) => MENU_KIND_PARAM[kind] === param) ?? null;
}

/** A dish as the admin's screens show and edit it: prices in major units, as the form edits them. */
export type AdminDishView = Omit<TCategoryItemDto, "_id" | "categoryItemName"> & { id: string; name: string };

export function toAdminDishView(dto: TCategoryItemDto): AdminDishView {
  const { _id, categoryItemName, ...rest } = dto;
  // The cards show the sizes the dish is made in; the wire keeps the spec's four places.
  return { ...rest, pricing: dto.pricing.filter((p) => p.offered), id: _id, name: categoryItemName };
}

export type AdminVariantView = SubcategoryView;
export const toAdminVariantView: (dto: TSubcategoryDto) => AdminVariantView = toVariantView;

/** The dish form's fields: the contract's rules, the name called `name`. */
export const ZDishFormSchema = ZCategoryItemFieldsSchema.omit({ categoryItemName: true }).extend({
  name: ZCategoryItemFieldsSchema.shape.categoryItemName,
});
export type TDishFormFields = z.output<typeof ZDishFormSchema>;

/** The spec's multipart item form from the dish form's fields (and a new picture, if chosen). */
export function toDishFormData(fields: TDishFormFields, image: File | null): FormData {
  const form = new FormData();
  form.set("categoryId", fields.categoryId);
  form.set("categoryItemName", fields.name);
  form.set("description", fields.description);
  form.set("pricing", JSON.stringify(fields.pricing));
  form.set("allergens", JSON.stringify(fields.allergens));
  form.set("mayContain", JSON.stringify(fields.mayContain));
  form.set("dietary", JSON.stringify(fields.dietary));
  form.set("spice", String(fields.spice));
  form.set("vatClass", fields.vatClass);
  if (image) form.set("image", image);
  return form;
}

/** The variant form's fields: the contract's rules, the name called `name`. */
export const ZVariantFormSchema = ZSubcategoryFieldsSchema.omit({ subCategoryname: true }).extend({
  name: ZSubcategoryFieldsSchema.shape.subCategoryname,
});
export type TVariantFormFields = z.output<typeof ZVariantFormSchema>;

/** The spec's multipart subcategory form, pictures aside (the form adds those). */
export function toVariantFormData(fields: TVariantFormFields): FormData {
  const form = new FormData();
  form.set("categoryId", fields.categoryId);
  form.set("subCategoryname", fields.name);
  form.set("allergensAdded", JSON.stringify(fields.allergensAdded));
  form.set("allergensRemoved", JSON.stringify(fields.allergensRemoved));
  return form;
}

/** A refusal's per-field messages, by the form's names (`name` for the spec's name field). */
export function menuFormErrors(body: TApiBody, fields: readonly string[]): Record<string, string> {
  const wire = fieldErrorsOf(body, [...fields, "categoryItemName", "subCategoryname"]);
  const { categoryItemName, subCategoryname, ...rest } = wire;
  const name = categoryItemName ?? subCategoryname;
  return name ? { ...rest, name } : rest;
}

/** A category's dishes, from GET /api/admin/foodCategoryItemdata/{categoryId}. */
export function toAdminDishList(data: { categoryIteam: TCategoryItemDto[] }): AdminDishView[] {
  return data.categoryIteam.map(toAdminDishView);
}

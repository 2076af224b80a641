import { get, set, type FieldErrors, type Resolver } from "react-hook-form";
import {
  ZOptionGroupBodySchema,
  type TAdminOptionGroupDto,
  type TOptionGroupBody,
} from "@/lib/api/admin/option-groups/contract";
import { SIZES, type Size, isAllergenCode } from "@/lib/menu/shared";
import type { VatClass } from "@/lib/platform/vat";

// The option group form works in what inputs hold (text, ticks); these turn it into the API's
// body and back, and put the contract's messages (the browser's check and the server's 400)
// beside the inputs they are about.

export type TOptionValues = {
  /** "" for an option not saved yet. */
  _id: string;
  name: string;
  /** Pounds and pence, as typed. */
  price: string;
  hasSizePrices: boolean;
  /** A size left empty costs `price`. */
  sizePrices: Record<Size, string>;
  allergens: string[];
  available: boolean;
  vatClass: VatClass;
};

export type TScope = "category" | "item";

export type TOptionGroupValues = {
  name: string;
  min: string;
  max: string;
  scope: TScope;
  /** In "item" scope, the category whose dishes are offered. */
  categoryId: string;
  categoryItemId: string;
  options: TOptionValues[];
};

/** The live menu the group can be put on. */
export type TExtrasMenu = { id: string; name: string; items: { id: string; name: string }[] }[];

const NO_SIZE_PRICES = Object.fromEntries(SIZES.map((s) => [s, ""])) as Record<Size, string>;

export const EMPTY_OPTION: TOptionValues = {
  _id: "",
  name: "",
  price: "0.00",
  hasSizePrices: false,
  sizePrices: NO_SIZE_PRICES,
  allergens: [],
  available: true,
  vatClass: "standard",
};

export const EMPTY_GROUP: TOptionGroupValues = {
  name: "",
  min: "0",
  max: "1",
  scope: "category",
  categoryId: "",
  categoryItemId: "",
  options: [EMPTY_OPTION],
};

export function toFormValues(group: TAdminOptionGroupDto, menu: TExtrasMenu): TOptionGroupValues {
  const itemCategory = group.categoryItemId
    ? menu.find((c) => c.items.some((i) => i.id === group.categoryItemId))
    : undefined;
  return {
    name: group.name,
    min: String(group.min),
    max: String(group.max),
    scope: group.categoryItemId ? "item" : "category",
    categoryId: group.categoryId ?? itemCategory?.id ?? "",
    categoryItemId: group.categoryItemId ?? "",
    options: group.options.map((o) => ({
      _id: o._id,
      name: o.name,
      price: o.price.toFixed(2),
      hasSizePrices: o.prices.length > 0,
      sizePrices: { ...NO_SIZE_PRICES, ...Object.fromEntries(o.prices.map((p) => [p.size, p.price.toFixed(2)])) },
      allergens: o.allergens.filter(isAllergenCode),
      available: o.available,
      vatClass: o.vatClass,
    })),
  };
}

/** An empty box is sent as a non-number, so that the contract names the field. */
const toNumber = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

/** The sizes whose own price an option sends, in size order. */
function sentSizes(option: TOptionValues): Size[] {
  return option.hasSizePrices ? SIZES.filter((s) => option.sizePrices[s].trim() !== "") : [];
}

/**
 * The API's body. `initial`, the values the form opened with: an option's "On sale" is sent only
 * where the admin changed it (or for a new option), so a form opened before the kitchen marked an
 * extra sold out does not put it back on sale when saved.
 */
export function toGroupBody(values: TOptionGroupValues, initial?: TOptionGroupValues): TOptionGroupBody {
  const openedOnSale = new Map(initial?.options.filter((o) => o._id).map((o) => [o._id, o.available]));
  const isSaleChanged = (o: TOptionValues) => !o._id || openedOnSale.get(o._id) !== o.available;
  return {
    categoryId: values.scope === "category" && values.categoryId ? values.categoryId : null,
    categoryItemId: values.scope === "item" && values.categoryItemId ? values.categoryItemId : null,
    name: values.name,
    min: toNumber(values.min),
    max: toNumber(values.max),
    options: values.options.map((o) => ({
      ...(o._id ? { _id: o._id } : {}),
      name: o.name,
      price: toNumber(o.price),
      prices: sentSizes(o).map((size) => ({ size, price: toNumber(o.sizePrices[size]) })),
      allergens: o.allergens.filter(isAllergenCode),
      ...(isSaleChanged(o) ? { available: o.available } : {}),
      vatClass: o.vatClass,
    })),
  };
}

/**
 * The input a message of the body's field `path` belongs beside: a size's price by its size
 * (the body lists only the sizes sent), "put it on a category or a dish" beside the select the
 * admin uses, a list-wide message on the options' list.
 */
export function formPathOf(path: readonly PropertyKey[], values: TOptionGroupValues): string {
  const [first, index, field, subIndex] = path.map((p) => String(p));
  if (first === "categoryId" || first === "categoryItemId")
    return values.scope === "item" ? "categoryItemId" : "categoryId";
  if (first !== "options") return first && first in EMPTY_GROUP ? first : "name";
  if (index === undefined || !/^\d+$/.test(index)) return "options.root";
  const option = values.options[Number(index)];
  if (field === "prices") {
    const size = option ? sentSizes(option)[Number(subIndex)] : undefined;
    return size ? `options.${index}.sizePrices.${size}` : `options.${index}.price`;
  }
  if (field === "name" || field === "price" || field === "allergens" || field === "available" || field === "vatClass")
    return `options.${index}.${field}`;
  // An unknown option id (someone else's edit): beside the option's name.
  return `options.${index}.name`;
}

/** The same rules as the server (the contract's schema), checked before anything is sent. */
/** The message held for an input, if any. */
export function errorAt(errors: FieldErrors<TOptionGroupValues>, path: string): string | undefined {
  return (get(errors, path) as { message?: string } | undefined)?.message;
}

export const optionGroupResolver: Resolver<TOptionGroupValues> = async (values) => {
  const parsed = ZOptionGroupBodySchema.safeParse(toGroupBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<TOptionGroupValues> = {};
  for (const issue of parsed.error.issues) {
    const path = formPathOf(issue.path, values);
    if (!get(errors, path)) set(errors, path, { type: "validate", message: issue.message });
  }
  return { values: {}, errors };
};

/** The server's per-field messages (`data` of a 400), keyed by the inputs they belong beside. */
export function serverFieldErrors(data: unknown, values: TOptionGroupValues): [string, string][] {
  if (typeof data !== "object" || data === null) return [];
  const out = new Map<string, string>();
  for (const [key, message] of Object.entries(data)) {
    if (typeof message !== "string" || !message) continue;
    const path = formPathOf(key.split("."), values);
    if (!out.has(path)) out.set(path, message);
  }
  return [...out];
}

import { fieldErrorsOf, type TApiBody } from "../../fetch";
import { toLineView, type LineView } from "../../line-view";
import type { TAddToBasket, TBasket } from "./contract";
import type { Size } from "@/lib/menu/shared";

// The basket in the screens' words, made from GET /api/cart/cartdetail's answer (the one adapter
// of this area), and what the screens send, turned into the spec's payloads.

export type BasketLineView = LineView & {
  /** False once the dish or its variant is sold out or withdrawn: the basket cannot be checked out. */
  available: boolean;
};

export type FreeItemView = {
  itemId: string;
  itemName: string;
  picture: string | null;
  size: Size;
  qty: number;
  unitPrice: number;
  /** The promotion's name. */
  freeWith: string;
  promotionId: string;
};

export type BasketView = Omit<TBasket, "_id" | "Iteam" | "grandtotal" | "freeItems"> & {
  id: string | null;
  lines: BasketLineView[];
  /** What the customer pays: the wire's `grandtotal`. */
  total: number;
  freeItems: FreeItemView[];
};

export function toBasketView(basket: TBasket): BasketView {
  const { _id, Iteam, grandtotal, freeItems, ...rest } = basket;
  return {
    ...rest,
    id: _id,
    lines: Iteam.map((line) => ({ ...toLineView(line), available: line.available })),
    total: grandtotal,
    freeItems: freeItems.map((item) => ({
      itemId: item.categoryItem._id,
      itemName: item.categoryItem.categoryItemName,
      picture: item.categoryItem.image,
      size: item.size,
      qty: item.qty,
      unitPrice: item.unitPrice,
      freeWith: item.freeWith,
      promotionId: item.promotionId,
    })),
  };
}

/** What the order page adds: a dish at a size, with its variant (or none) and extras. */
export type AddToBasketInput = {
  qty: number;
  /** What the page showed, in major units: the server checks it against the menu. */
  total: number;
  variantId: string | null;
  dishId: string;
  size: Size;
  extras?: string[];
};

export function toAddToBasketBody(input: AddToBasketInput): TAddToBasket {
  return {
    qty: input.qty,
    total: input.total,
    subcategoryId: input.variantId,
    categoryItemId: input.dishId,
    size: input.size,
    ...(input.extras ? { extras: input.extras } : {}),
  };
}

/** The wire's field names of the basket's refusals, by the names the screens use. */
const FIELDS = {
  qty: "qty",
  total: "total",
  variantId: "subcategoryId",
  dishId: "categoryItemId",
  size: "size",
  extras: "extras",
  instruction: "detailinfo",
  code: "code",
  fulfilment: "fulfilment",
  slot: "slot",
} as const;
export type BasketField = keyof typeof FIELDS;

/** A refusal's per-field messages, by the screens' names. */
export function basketFieldErrors(body: TApiBody): Partial<Record<BasketField, string>> {
  const wire = fieldErrorsOf(body, Object.values(FIELDS));
  const out: Partial<Record<BasketField, string>> = {};
  for (const [field, name] of Object.entries(FIELDS) as [BasketField, string][]) {
    if (wire[name]) out[field] = wire[name];
  }
  return out;
}

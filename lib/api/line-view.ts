import type { AllergenCode, Size } from "@/lib/menu/shared";
import type { TLineSubcategory } from "./schemas";

// A basket or order line in the screens' own words. The wire says it as the spec did
// (`subcategoryId.subCategoryname`, `categoryItem.categoryItemName`, `additionalInfo.detailinfo`);
// the adapters of lib/api turn it into this, and the screens know only this.

export type LineExtraView = { id: string; group: string; name: string; price: number };

export type LineView = {
  id: string;
  qty: number;
  /** Major units of the basket's or order's currency, as the wire carries money. */
  total: number;
  unitPrice: number;
  discount: number;
  size: Size;
  /** The dish: "Margherita". */
  itemName: string;
  /** The variant chosen ("Thin Crust"), or null on a line without one. */
  variantName: string | null;
  /**
   * The dish's own picture (its variant's only when the dish has none, else a neutral plate):
   * always a URL. A variant's picture shows the choice on no dish in particular (a pizza crust
   * on a plain base, a glass "with ice"), so a line showing it would not show what was ordered.
   */
  picture: string;
  /** The customer's special request as written ("" when none). */
  instruction: string;
  extras: LineExtraView[];
  allergens: AllergenCode[];
};

/** The fields every wire line has in common, as lib/api's line schemas declare them. */
type WireLine = {
  _id: string;
  qty: number;
  total: number;
  unitPrice: number;
  discount: number;
  size: Size;
  subcategoryId: TLineSubcategory;
  categoryItem: { categoryItemName: string; image: string | null };
  additionalInfo: { detailinfo: string };
  extras: { _id: string; group: string; name: string; price: number }[];
  allergens: AllergenCode[];
};

export function toLineView(line: WireLine): LineView {
  return {
    id: line._id,
    qty: line.qty,
    total: line.total,
    unitPrice: line.unitPrice,
    discount: line.discount,
    size: line.size,
    itemName: line.categoryItem.categoryItemName,
    variantName: line.subcategoryId.isVariant ? line.subcategoryId.subCategoryname : null,
    picture: line.categoryItem.image ?? line.subcategoryId.image,
    instruction: line.additionalInfo.detailinfo,
    extras: line.extras.map((e) => ({ id: e._id, group: e.group, name: e.name, price: e.price })),
    allergens: line.allergens,
  };
}

/** An order line: a basket line frozen at checkout. */
export type OrderLineView = LineView & {
  /** The promotion's name on a dish it added at no charge; null on a dish paid for. */
  freeWith: string | null;
};

export function toOrderLineView(line: WireLine & { freeWith: string | null }): OrderLineView {
  return { ...toLineView(line), freeWith: line.freeWith };
}

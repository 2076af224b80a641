import "server-only";
import { type Size, type AllergenCode } from "@/lib/menu/shared";
import type { ChosenExtra } from "@/lib/menu";
import type { VatClass } from "@/lib/platform/vat";

/** The state of the code the customer entered: applied with its promotion's name, or why not. */
export type CodeState =
  { code: null } | { code: string; applied: true; message: string } | { code: string; applied: false; reason: string };

/** A dish a promotion adds at no charge: priced at the menu's price, all of it taken off. */
export type FreeLine = {
  promotionId: string;
  /** The promotion's name, as the line says it ("Free with a free ice cream"). */
  promotionName: string;
  item: { id: string; name: string; image: string | null; allergens: AllergenCode[]; vatClass: VatClass };
  size: Size;
  qty: 1;
  unitPence: number;
};

export type BasketPromotions = {
  applied: { id: string; name: string; code: string | null; amountPence: number }[];
  /** Pence off each basket line, all promotions together. */
  lineDiscounts: Record<string, number>;
  freeLines: FreeLine[];
  hints: { id: string; name: string; message: string }[];
  code: CodeState;
  /** Everything off: the lines, the free dishes' prices, free delivery. */
  discountPence: number;
};

export const NO_PROMOTIONS: BasketPromotions = {
  applied: [],
  lineDiscounts: {},
  freeLines: [],
  hints: [],
  code: { code: null },
  discountPence: 0,
};

type Totals = { subtotalPence: number; discountPence: number; deliveryFeePence: number; grandTotalPence: number };

/**
 * The basket's totals with its promotions: a free dish is part of the subtotal at its price
 * and of the discount for the same amount, so `grand total = subtotal − discount + delivery`
 * holds for every client, and never goes below zero.
 */
export function totalsWithPromotions<T extends Totals>(totals: T, promotions: BasketPromotions): T {
  const freePence = promotions.freeLines.reduce((s, f) => s + f.unitPence * f.qty, 0);
  const subtotalPence = totals.subtotalPence + freePence;
  const discountPence = Math.min(promotions.discountPence, subtotalPence + totals.deliveryFeePence);
  return {
    ...totals,
    subtotalPence,
    discountPence,
    grandTotalPence: Math.max(0, subtotalPence - discountPence + totals.deliveryFeePence),
  };
}

/** The free dishes as order lines: at the menu's price, all of it taken off, with the promotion's name. */
export function freeOrderLines(promotions: BasketPromotions) {
  return promotions.freeLines.map((f) => ({
    categoryItemId: f.item.id,
    subcategoryId: null,
    itemName: f.item.name,
    itemImagePath: f.item.image,
    subcategoryName: null,
    subcategoryImage: null,
    size: f.size,
    qty: f.qty as number,
    unitPricePence: f.unitPence,
    totalPence: f.unitPence * f.qty,
    discountPence: f.unitPence * f.qty,
    instruction: null,
    freeWith: f.promotionName,
    allergens: f.item.allergens,
    vatClass: f.item.vatClass,
    extras: [] as ChosenExtra[],
  }));
}

/** One redemption per promotion applied; they count while the order is payable, and once it is paid (decision 023). */
export function redemptionsOf(promotions: BasketPromotions, customerId: string) {
  return promotions.applied.map((a) => ({
    promotionId: a.id,
    customerId,
    name: a.name,
    code: a.code,
    amountPence: a.amountPence,
  }));
}

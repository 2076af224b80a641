import type { Size } from "@/lib/menu/shared";

// What the promotions engine reads and answers. Pure data: the database is read elsewhere,
// every amount is in pence.

export const DIETARY_LABELS = ["vegetarian", "vegan", "gluten_free"] as const;
export type DietaryLabel = (typeof DIETARY_LABELS)[number];

export const AUDIENCES = ["everyone", "signed_in", "first_order"] as const;
export type Audience = (typeof AUDIENCES)[number];

/** A basket line as the engine sees it. */
export type PromoLine = {
  id: string;
  itemId: string;
  categoryId: string;
  size: Size;
  qty: number;
  /** Size price plus chosen extras, per unit. */
  unitPence: number;
  dietary: readonly DietaryLabel[];
};

/** When a promotion runs: absolute dates, and weekdays and hours in London time. */
export type PromoWindow = {
  startsAt: Date | null;
  endsAt: Date | null;
  /** ISO weekdays, 1 = Monday … 7 = Sunday; empty = every day. */
  days: readonly number[];
  /** "HH:mm" in London; both null = all day. A `to` at or before `from` runs past midnight. */
  from: string | null;
  to: string | null;
};

export type PromoBenefit =
  | { kind: "percent_off_subtotal"; percent: number }
  | { kind: "amount_off_subtotal"; amountPence: number }
  /** Off the dishes of some categories, or with a dietary label, or both (either matches). */
  | { kind: "percent_off_lines"; percent: number; categoryIds: readonly string[]; dietary: readonly DietaryLabel[] }
  /** Every `quantity` eligible units together: for a set price, a percentage off, or the cheapest free. */
  | {
      kind: "multi_buy";
      quantity: number;
      categoryIds: readonly string[];
      sizes: readonly Size[];
      reward: MultiBuyReward;
    }
  | { kind: "free_item"; item: { id: string; name: string; size: Size; unitPence: number; categoryId: string } }
  | { kind: "free_delivery" };

export type MultiBuyReward =
  { type: "set_price"; pricePence: number } | { type: "percent"; percent: number } | { type: "cheapest_free" };

export type PromotionRule = {
  id: string;
  name: string;
  /** Upper-case; null for an automatic promotion. */
  code: string | null;
  /** Automatic promotions marked combinable stack with each other and with a code. */
  isCombinable: boolean;
  audience: Audience;
  oncePerCustomer: boolean;
  usageCap: number | null;
  window: PromoWindow;
  /** On the subtotal of what the customer pays for, before any discount. */
  minSpendPence: number | null;
  benefit: PromoBenefit;
};

/** What the engine needs to know of the customer, the basket and the moment. */
export type PromoContext = {
  now: Date;
  signedIn: boolean;
  hasPaidOrder: boolean;
  /** Promotion ids this customer has already used on a paid order. */
  usedByCustomer: ReadonlySet<string>;
  /**
   * Offers once per customer or for a first order that another of this customer's orders, still
   * unpaid but payable, holds (decision 023): since when, and when the hold lapses if it is not paid
   * (null: a cash order, which holds until it is paid or cancelled, decision 030).
   */
  heldByCustomer?: ReadonlyMap<string, { since: Date; until: Date | null }>;
  /** Uses so far, by promotion id: paid orders and unpaid orders that may still be paid. */
  timesUsed: ReadonlyMap<string, number>;
  deliveryFeePence: number;
  /** For the hints' amounts ("add £3.01 to get free delivery"). */
  currency: string;
  /** The code the customer entered (any case), or null. */
  code: string | null;
};

export type AppliedPromotion = {
  id: string;
  name: string;
  code: string | null;
  amountPence: number;
  /** Pence off each basket line it touched. */
  lineDiscounts: Record<string, number>;
  deliveryDiscountPence: number;
  freeItem: { id: string; name: string; size: Size; unitPence: number; categoryId: string } | null;
};

export type PromoOutcome = {
  applied: AppliedPromotion[];
  /** Why an offer the customer could be after does not apply: the code they entered, or an offer within reach. */
  hints: { id: string; name: string; message: string }[];
  /** The state of the entered code. */
  code: { code: string; applied: boolean; reason: string | null } | null;
  /** Pence off each basket line, all promotions together; never more than the line costs. */
  lineDiscounts: Record<string, number>;
  /** Everything off: lines, the free item's price and free delivery. */
  discountPence: number;
};

/** What a promotion can be about and show: the menu's categories, dishes (with their sizes) and pictures. */
export type PromotionChoices = {
  categories: { id: string; name: string }[];
  items: { id: string; name: string; category: string; sizes: string[] }[];
  pictures: { path: string; label: string }[];
};

import type { Size } from "@/lib/menu/shared";
import type { Audience, DietaryLabel } from "./types";

export const PLACEMENTS = ["banner", "order_page", "offers_strip", "home_deals"] as const;
export type Placement = (typeof PLACEMENTS)[number];

export const PROMOTION_KINDS = [
  "percent_off_subtotal",
  "amount_off_subtotal",
  "percent_off_lines",
  "multi_buy",
  "free_item",
  "free_delivery",
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** A promotion as the admin sets it, in the domain's terms (pence, plain names). */
export type PromotionInput = {
  name: string;
  headline: string;
  badge: string;
  description: string;
  imagePath: string | null;
  placements: Placement[];
  code: string | null;
  isCombinable: boolean;
  audience: Audience;
  oncePerCustomer: boolean;
  usageCap: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  days: number[];
  fromTime: string | null;
  toTime: string | null;
  minSpendPence: number | null;
  kind: PromotionKind;
  percent: number | null;
  amountPence: number | null;
  categoryIds: string[];
  dietary: DietaryLabel[];
  sizes: Size[];
  quantity: number | null;
  setPricePence: number | null;
  freeItemId: string | null;
  freeItemSize: Size | null;
  linkCategoryId: string | null;
};

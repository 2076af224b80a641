import type { Prisma } from "@/lib/platform/db";
import type { Size } from "@/lib/menu/shared";
import { DIETARY_LABELS, type DietaryLabel, type MultiBuyReward, type PromoBenefit, type PromotionRule } from "./types";

export const promotionSelect = {
  id: true,
  name: true,
  headline: true,
  badge: true,
  description: true,
  imagePath: true,
  placements: true,
  code: true,
  isCombinable: true,
  audience: true,
  oncePerCustomer: true,
  usageCap: true,
  startsAt: true,
  endsAt: true,
  days: true,
  fromTime: true,
  toTime: true,
  minSpendPence: true,
  kind: true,
  percent: true,
  amountPence: true,
  categoryIds: true,
  dietary: true,
  sizes: true,
  quantity: true,
  setPricePence: true,
  freeItemId: true,
  freeItemSize: true,
  linkCategoryId: true,
  position: true,
  retiredAt: true,
  createdAt: true,
  freeItem: {
    select: { id: true, name: true, categoryId: true, prices: { select: { size: true, pricePence: true } } },
  },
} satisfies Prisma.PromotionSelect;

export type PromotionRow = Prisma.PromotionGetPayload<{ select: typeof promotionSelect }>;

const isDietary = (d: string): d is DietaryLabel => (DIETARY_LABELS as readonly string[]).includes(d);

function multiBuyReward(row: PromotionRow): MultiBuyReward {
  if (row.setPricePence !== null) return { type: "set_price", pricePence: row.setPricePence };
  if (row.percent !== null) return { type: "percent", percent: row.percent };
  return { type: "cheapest_free" };
}

/**
 * The benefit a stored promotion gives; null when it can no longer give it: its free dish is gone,
 * or every category it covered was deleted (which takes itself off the promotion), leaving it
 * nothing to apply to. The admin saw to it that it covered something when it was saved.
 */
function benefitOf(row: PromotionRow): PromoBenefit | null {
  switch (row.kind) {
    case "percent_off_subtotal":
      return { kind: row.kind, percent: row.percent ?? 0 };
    case "amount_off_subtotal":
      return { kind: row.kind, amountPence: row.amountPence ?? 0 };
    case "percent_off_lines":
      if (!row.categoryIds.length && !row.dietary.some(isDietary)) return null;
      return {
        kind: row.kind,
        percent: row.percent ?? 0,
        categoryIds: row.categoryIds,
        dietary: row.dietary.filter(isDietary),
      };
    case "multi_buy":
      if (!row.categoryIds.length) return null;
      return {
        kind: row.kind,
        quantity: row.quantity ?? 2,
        categoryIds: row.categoryIds,
        sizes: row.sizes as Size[],
        reward: multiBuyReward(row),
      };
    case "free_item": {
      const size = row.freeItemSize as Size | null;
      const price = row.freeItem?.prices.find((p) => p.size === size)?.pricePence;
      if (!row.freeItem || !size || price === undefined) return null;
      return {
        kind: row.kind,
        item: {
          id: row.freeItem.id,
          name: row.freeItem.name,
          size,
          unitPence: price,
          categoryId: row.freeItem.categoryId,
        },
      };
    }
    case "free_delivery":
      return { kind: row.kind };
  }
}

/** Whether the stored promotion can still give what it promises (the admin's list says when not). */
export function canStillGive(row: PromotionRow): boolean {
  return benefitOf(row) !== null;
}

export function ruleFromRow(row: PromotionRow): PromotionRule | null {
  const benefit = benefitOf(row);
  if (!benefit) return null;
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    isCombinable: row.isCombinable,
    audience: row.audience,
    oncePerCustomer: row.oncePerCustomer,
    usageCap: row.usageCap,
    window: { startsAt: row.startsAt, endsAt: row.endsAt, days: row.days, from: row.fromTime, to: row.toTime },
    minSpendPence: row.minSpendPence,
    benefit,
  };
}

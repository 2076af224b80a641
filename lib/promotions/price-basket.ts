import "server-only";
import { type Size, type AllergenCode } from "@/lib/menu/shared";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import type { ChosenExtra } from "@/lib/menu";
import type { VatClass } from "@/lib/platform/vat";
import { evaluatePromotions, normaliseCode } from "./evaluate";
import { customerHasPaidOrder, loadPromotionRules, loadPromotionUsage } from "./load-rules";
import type { PromoLine, PromoOutcome, PromotionRule } from "./types";

// The promotions engine applied to a basket: what the basket, the checkout and the frozen
// order all read, so that what the customer is shown is what they are charged. The basket's
// lines are priced elsewhere (lib/ordering/basket); this module only takes discounts off them.

/** A priced basket line, as much of it as the promotions need: its dish's category and labels are read with the basket. */
export type LineForPromotions = PromoLine;

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

/** The entered code's state as the basket answers it: the promotion's name when it applies. */
export function codeStateOf(outcome: PromoOutcome, rules: PromotionRule[]): CodeState {
  if (!outcome.code) return { code: null };
  const { code, applied, reason } = outcome.code;
  if (!applied) return { code, applied: false, reason: reason ?? "This code is not valid." };
  const name = rules.find((r) => r.code === code)?.name ?? code;
  return {
    code,
    applied: true,
    message: `${name.charAt(0).toUpperCase()}${name.slice(1)}${name.endsWith(".") ? "" : "."}`,
  };
}

/** Whether the customer has a paid order, asked only when a live first-order offer needs to know. */
async function hasPaidOrder(customerId: string | null, rules: Promise<PromotionRule[]>): Promise<boolean> {
  if (!customerId || !(await rules).some((rule) => rule.audience === "first_order")) return false;
  return customerHasPaidOrder(getDb(), customerId);
}

/** Whether a customer has a paid order and their use of each promotion; none for a visitor. */
async function customerContext(
  customerId: string | null,
  rules: Promise<PromotionRule[]>,
  ownCheckoutKey: string | null,
) {
  const [usage, paid] = await Promise.all([
    loadPromotionUsage(customerId, rules, ownCheckoutKey),
    hasPaidOrder(customerId, rules),
  ]);
  return { ...usage, hasPaidOrder: paid };
}

/**
 * Evaluates the live promotions against a basket at `now` (the server's clock: a browser's is
 * never asked), for the customer who owns it and the code they entered.
 */
export async function priceBasketPromotions(input: {
  lines: LineForPromotions[];
  customerId: string | null;
  code: string | null;
  deliveryFeePence: number;
  now: Date;
  /** The basket's key (lib/ordering/basket/basket-key.ts): the holds of an order frozen from it do not count against it. */
  ownCheckoutKey?: string | null;
}): Promise<BasketPromotions> {
  const code = normaliseCode(input.code);
  if (!input.lines.length && !code) return NO_PROMOTIONS;
  const loadingRules = loadPromotionRules(input.now);
  const [rules, customer] = await Promise.all([
    loadingRules,
    customerContext(input.customerId, loadingRules, input.ownCheckoutKey ?? null),
  ]);
  const outcome = evaluatePromotions(input.lines, rules, {
    now: input.now,
    signedIn: input.customerId !== null,
    hasPaidOrder: customer.hasPaidOrder,
    usedByCustomer: customer.usedByCustomer,
    heldByCustomer: customer.heldByCustomer,
    timesUsed: customer.timesUsed,
    deliveryFeePence: input.deliveryFeePence,
    currency: getConfig().CURRENCY,
    code,
  });
  const freeIds = outcome.applied.flatMap((a) => (a.freeItem ? [a.freeItem.id] : []));
  const freeItems = freeIds.length
    ? new Map(
        (
          await getDb().categoryItem.findMany({
            where: { id: { in: freeIds } },
            select: { id: true, imagePath: true, allergens: true, vatClass: true },
          })
        ).map((i) => [i.id, i]),
      )
    : new Map<string, { imagePath: string | null; allergens: AllergenCode[]; vatClass: VatClass }>();
  return {
    applied: outcome.applied.map((a) => ({ id: a.id, name: a.name, code: a.code, amountPence: a.amountPence })),
    lineDiscounts: outcome.lineDiscounts,
    freeLines: outcome.applied.flatMap((a) =>
      a.freeItem
        ? [
            {
              promotionId: a.id,
              promotionName: a.name,
              item: {
                id: a.freeItem.id,
                name: a.freeItem.name,
                image: freeItems.get(a.freeItem.id)?.imagePath ?? null,
                allergens: freeItems.get(a.freeItem.id)?.allergens ?? [],
                vatClass: freeItems.get(a.freeItem.id)?.vatClass ?? "standard",
              },
              size: a.freeItem.size,
              qty: 1 as const,
              unitPence: a.freeItem.unitPence,
            },
          ]
        : [],
    ),
    hints: outcome.hints,
    code: codeStateOf(outcome, rules),
    discountPence: outcome.discountPence,
  };
}

/** Whether a code belongs to a promotion a basket may still meet (not retired, not over). */
export async function isKnownCode(code: string, now: Date): Promise<boolean> {
  const normalised = normaliseCode(code);
  if (!normalised) return false;
  const found = await getDb().promotion.findFirst({
    where: { code: normalised, retiredAt: null, OR: [{ endsAt: null }, { endsAt: { gt: now } }] },
    select: { id: true },
  });
  return !!found;
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

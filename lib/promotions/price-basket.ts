import "server-only";
import { type AllergenCode } from "@/lib/menu/shared";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import type { VatClass } from "@/lib/platform/vat";
import { NO_PROMOTIONS, type BasketPromotions, type CodeState } from "./basket-promotions";
import { evaluatePromotions, normaliseCode } from "./evaluate";
import { loadPromotionRules } from "./load-promotion-rules";
import { loadPromotionUsage } from "./load-promotion-usage";
import { customerHasPaidOrder } from "./order-predicates";
import type { PromoLine, PromoOutcome, PromotionRule } from "./types";

// The promotions engine applied to a basket: what the basket, the checkout and the frozen
// order all read, so that what the customer is shown is what they are charged. The basket's
// lines are priced elsewhere (lib/ordering/basket); this module only takes discounts off them.

/** A priced basket line, as much of it as the promotions need: its dish's category and labels are read with the basket. */
export type LineForPromotions = PromoLine;

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

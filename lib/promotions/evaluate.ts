import { formatMoney } from "@/lib/platform/money";
import { clockTime, dayAndTime } from "@/lib/shop/shared";
import { allocate, percentOf } from "./allocate";
import { isWithinWindow } from "./schedule";
import type { AppliedPromotion, PromoContext, PromoLine, PromoOutcome, PromotionRule } from "./types";

// The promotions engine: which offers apply to a basket, for how much, line by line, and why
// the others do not. Pure: given the same basket, rules and moment it answers the same.
//
// At most one code applies, together with the automatic offers marked combinable; an
// automatic offer that is not combinable applies alone. Of the sets allowed, the customer gets
// the one worth most to them, and is told when their code lost to a better offer.

type Eligibility = { ok: true } | { ok: false; reason: string; nearMissPence?: number; isHeld?: boolean };

/** Line-level offers first, so that a percentage off the subtotal is taken of what is left. */
const APPLY_ORDER = [
  "multi_buy",
  "percent_off_lines",
  "percent_off_subtotal",
  "amount_off_subtotal",
  "free_item",
  "free_delivery",
] as const;

/** An offer a customer may have on one order only: a second order holding it would be a second use. */
export function isOncePerCustomer(rule: Pick<PromotionRule, "oncePerCustomer" | "audience">): boolean {
  return rule.oncePerCustomer || rule.audience === "first_order";
}

/**
 * A code as the shop wrote it: capitals, and no spaces anywhere. Codes are letters and digits
 * only, so "order 5" copied from a flyer, or with a space a phone keyboard put in, is ORDER5.
 */
export function normaliseCode(code: string | null | undefined): string | null {
  const normalised = code?.replace(/\s+/g, "").toUpperCase();
  return normalised ? normalised : null;
}

function checkEligibility(rule: PromotionRule, ctx: PromoContext, subtotalPence: number): Eligibility {
  if (!isWithinWindow(rule.window, ctx.now)) {
    return {
      ok: false,
      reason: rule.code ? `${rule.code} is not valid right now.` : `${rule.name} is not running right now.`,
    };
  }
  const label = rule.code ?? rule.name;
  if (rule.audience !== "everyone" && !ctx.signedIn) {
    return {
      ok: false,
      reason:
        rule.audience === "first_order" ? `Sign in to use ${label} on your first order.` : `Sign in to use ${label}.`,
    };
  }
  // Said before "first order only": a customer who used the offer is told so plainly.
  if (rule.oncePerCustomer && ctx.usedByCustomer.has(rule.id))
    return { ok: false, reason: `You have already used ${label}.` };
  const held = isOncePerCustomer(rule) ? ctx.heldByCustomer?.get(rule.id) : undefined;
  if (held) {
    return {
      ok: false,
      isHeld: true,
      reason:
        held.until === null
          ? `${label} is held for your cash order from ${clockTime(held.since)} until that order is paid or cancelled.`
          : `${label} is held for your unpaid order from ${clockTime(held.since)}. If that order is not paid, you can use ${label} again from ${dayAndTime(held.until, ctx.now)}.`,
    };
  }
  if (rule.audience === "first_order" && ctx.hasPaidOrder)
    return { ok: false, reason: `${label} is for your first order only.` };
  if (rule.usageCap !== null && (ctx.timesUsed.get(rule.id) ?? 0) >= rule.usageCap) {
    return { ok: false, reason: `${label} has been fully claimed.` };
  }
  if (rule.minSpendPence !== null && subtotalPence < rule.minSpendPence) {
    const short = rule.minSpendPence - subtotalPence;
    return { ok: false, reason: `Add ${formatMoney(short, ctx.currency)} to get ${rule.name}.`, nearMissPence: short };
  }
  return { ok: true };
}

function emptyApplied(rule: PromotionRule): AppliedPromotion {
  return {
    id: rule.id,
    name: rule.name,
    code: rule.code,
    amountPence: 0,
    lineDiscounts: {},
    deliveryDiscountPence: 0,
    freeItem: null,
  };
}

/** Takes `parts` off the lines' remaining amounts (never below zero) and records them. */
function takeFromLines(applied: AppliedPromotion, remaining: Map<string, number>, ids: string[], parts: number[]) {
  ids.forEach((id, i) => {
    const part = Math.min(parts[i] ?? 0, remaining.get(id) ?? 0);
    if (part <= 0) return;
    remaining.set(id, remaining.get(id)! - part);
    applied.lineDiscounts[id] = (applied.lineDiscounts[id] ?? 0) + part;
    applied.amountPence += part;
  });
}

function applyRule(
  rule: PromotionRule,
  lines: PromoLine[],
  remaining: Map<string, number>,
  ctx: PromoContext,
): AppliedPromotion {
  const applied = emptyApplied(rule);
  const b = rule.benefit;
  switch (b.kind) {
    case "multi_buy": {
      // Every eligible unit, dearest first, in groups of `quantity`: the shop's usual reading.
      const units = lines
        .filter((l) => b.categoryIds.includes(l.categoryId) && (b.sizes.length === 0 || b.sizes.includes(l.size)))
        .flatMap((l) => Array.from({ length: l.qty }, () => ({ lineId: l.id, pence: l.unitPence })))
        .sort((x, y) => y.pence - x.pence);
      for (let start = 0; start + b.quantity <= units.length; start += b.quantity) {
        const group = units.slice(start, start + b.quantity);
        const groupPence = group.reduce((s, u) => s + u.pence, 0);
        const off =
          b.reward.type === "set_price"
            ? Math.max(0, groupPence - b.reward.pricePence)
            : b.reward.type === "percent"
              ? percentOf(groupPence, b.reward.percent)
              : Math.min(...group.map((u) => u.pence));
        takeFromLines(
          applied,
          remaining,
          group.map((u) => u.lineId),
          allocate(
            off,
            group.map((u) => u.pence),
          ),
        );
      }
      break;
    }
    case "percent_off_lines": {
      const eligible = lines.filter(
        (l) => b.categoryIds.includes(l.categoryId) || l.dietary.some((d) => b.dietary.includes(d)),
      );
      takeFromLines(
        applied,
        remaining,
        eligible.map((l) => l.id),
        eligible.map((l) => percentOf(remaining.get(l.id) ?? 0, b.percent)),
      );
      break;
    }
    case "percent_off_subtotal":
    case "amount_off_subtotal": {
      const ids = lines.map((l) => l.id);
      const weights = ids.map((id) => remaining.get(id) ?? 0);
      const base = weights.reduce((s, w) => s + w, 0);
      const off = b.kind === "percent_off_subtotal" ? percentOf(base, b.percent) : Math.min(b.amountPence, base);
      takeFromLines(applied, remaining, ids, allocate(off, weights));
      break;
    }
    case "free_item":
      applied.freeItem = b.item;
      applied.amountPence = b.item.unitPence;
      break;
    case "free_delivery":
      applied.deliveryDiscountPence = ctx.deliveryFeePence;
      applied.amountPence = ctx.deliveryFeePence;
      break;
  }
  return applied;
}

/** How many more eligible units a multi-buy needs before its first group; 0 when none is in the basket or a group is complete. */
function multiBuyShortBy(rule: PromotionRule, lines: PromoLine[]): number {
  const b = rule.benefit;
  if (b.kind !== "multi_buy") return 0;
  const units = lines
    .filter((l) => b.categoryIds.includes(l.categoryId) && (b.sizes.length === 0 || b.sizes.includes(l.size)))
    .reduce((s, l) => s + l.qty, 0);
  return units > 0 && units < b.quantity ? b.quantity - units : 0;
}

function applySet(rules: PromotionRule[], lines: PromoLine[], ctx: PromoContext) {
  const remaining = new Map(lines.map((l) => [l.id, l.unitPence * l.qty]));
  const ordered = [...rules].sort((a, b) => APPLY_ORDER.indexOf(a.benefit.kind) - APPLY_ORDER.indexOf(b.benefit.kind));
  const applied = ordered.map((rule) => applyRule(rule, lines, remaining, ctx));
  return { applied, total: applied.reduce((s, a) => s + a.amountPence, 0) };
}

/** A line worth `pence` that no offer is about: what "add £x" stands for in a hypothetical basket. */
const HYPOTHETICAL_LINE_ID = "hypothetical-spend";
function spendLine(pence: number): PromoLine {
  return {
    id: HYPOTHETICAL_LINE_ID,
    itemId: HYPOTHETICAL_LINE_ID,
    categoryId: HYPOTHETICAL_LINE_ID,
    size: "small",
    qty: 1,
    unitPence: pence,
    dietary: [],
  };
}

/** The cheapest eligible line of a multi-buy, `missing` more of it: the least the customer could add. */
function partnerLine(rule: PromotionRule, lines: PromoLine[], missing: number): PromoLine | null {
  const b = rule.benefit;
  if (b.kind !== "multi_buy") return null;
  const cheapest = lines
    .filter((l) => b.categoryIds.includes(l.categoryId) && (b.sizes.length === 0 || b.sizes.includes(l.size)))
    .sort((x, y) => x.unitPence - y.unitPence)[0];
  return cheapest ? { ...cheapest, id: HYPOTHETICAL_LINE_ID, qty: missing } : null;
}

/**
 * Whether `rule` would in fact apply to the basket with `extra` added, with every rule as it
 * is (a non-combinable deal that would then win leaves it out): a hint names only that.
 */
function wouldApply(
  rule: PromotionRule,
  lines: PromoLine[],
  extra: PromoLine,
  rules: PromotionRule[],
  ctx: PromoContext,
): boolean {
  return evaluate([...lines, extra], rules, ctx, false).applied.some((a) => a.id === rule.id);
}

export function evaluatePromotions(lines: PromoLine[], rules: PromotionRule[], ctx: PromoContext): PromoOutcome {
  return evaluate(lines, rules, ctx, true);
}

function evaluate(lines: PromoLine[], rules: PromotionRule[], ctx: PromoContext, withHints: boolean): PromoOutcome {
  const subtotalPence = lines.reduce((s, l) => s + l.unitPence * l.qty, 0);
  const code = normaliseCode(ctx.code);
  const codeRule = code ? rules.find((r) => r.code === code) : undefined;
  const eligibility = new Map(rules.map((r) => [r.id, checkEligibility(r, ctx, subtotalPence)]));
  const eligible = (r: PromotionRule) => eligibility.get(r.id)!.ok;

  const autos = rules.filter((r) => r.code === null && eligible(r));
  const combinable = autos.filter((r) => r.isCombinable);
  const options: PromotionRule[][] = [
    [...(codeRule && eligible(codeRule) ? [codeRule] : []), ...combinable],
    ...autos.filter((r) => !r.isCombinable).map((r) => [r]),
  ];
  const best = options.map((set) => applySet(set, lines, ctx)).reduce((a, b) => (b.total > a.total ? b : a));
  const applied = lines.length === 0 ? [] : best.applied.filter((a) => a.amountPence > 0);

  const lineDiscounts: Record<string, number> = {};
  for (const a of applied)
    for (const [id, p] of Object.entries(a.lineDiscounts)) lineDiscounts[id] = (lineDiscounts[id] ?? 0) + p;

  let codeState: PromoOutcome["code"] = null;
  if (code) {
    const used = applied.find((a) => a.id === codeRule?.id);
    const verdict = codeRule ? eligibility.get(codeRule.id)! : null;
    const reason = !codeRule
      ? "This code is not valid."
      : used
        ? null
        : verdict && !verdict.ok
          ? verdict.reason
          : applied.length
            ? `${code} cannot be combined with ${applied.map((a) => a.name).join(" and ")}, which saves you more.`
            : `${code} does not apply to what is in your basket.`;
    codeState = { code, applied: !!used, reason };
  }

  // Offers within reach: automatic ones short only of their minimum spend, or of a multi-buy's
  // partner; and those an unpaid order of the customer holds, so the basket says where they went.
  // An offer within reach is named only when adding what it asks for would make it apply.
  const hints = !withHints
    ? []
    : rules
        .filter((r) => r.code === null && !applied.some((a) => a.id === r.id) && lines.length > 0)
        .flatMap((r) => {
          const e = eligibility.get(r.id)!;
          if (!e.ok) {
            if (e.isHeld) return [{ id: r.id, name: r.name, message: e.reason }];
            if (e.nearMissPence === undefined || !wouldApply(r, lines, spendLine(e.nearMissPence), rules, ctx))
              return [];
            return [{ id: r.id, name: r.name, message: e.reason }];
          }
          const missing = multiBuyShortBy(r, lines);
          const partner = missing ? partnerLine(r, lines, missing) : null;
          return partner && wouldApply(r, lines, partner, rules, ctx)
            ? [{ id: r.id, name: r.name, message: `Add ${missing === 1 ? "one" : missing} more to get ${r.name}.` }]
            : [];
        });

  return {
    applied,
    hints,
    code: codeState,
    lineDiscounts,
    discountPence: applied.reduce((s, a) => s + a.amountPence, 0),
  };
}

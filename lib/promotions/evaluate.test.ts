import { describe, expect, it } from "vitest";
import { evaluatePromotions } from "./evaluate";
import type { PromoContext, PromoLine, PromotionRule } from "./types";

const PIZZAS = "cat-pizzas";
const DESSERTS = "cat-desserts";
const SALADS = "cat-salads";

const line = (id: string, over: Partial<PromoLine> = {}): PromoLine => ({
  id,
  itemId: `item-${id}`,
  categoryId: PIZZAS,
  size: "large",
  qty: 1,
  unitPence: 1499,
  dietary: [],
  ...over,
});

const rule = (id: string, over: Partial<PromotionRule> = {}): PromotionRule => ({
  id,
  name: id,
  code: null,
  isCombinable: true,
  audience: "everyone",
  oncePerCustomer: false,
  usageCap: null,
  window: { startsAt: null, endsAt: null, days: [], from: null, to: null },
  minSpendPence: null,
  benefit: { kind: "percent_off_subtotal", percent: 10 },
  ...over,
});

const ctx = (over: Partial<PromoContext> = {}): PromoContext => ({
  now: new Date("2026-11-27T18:00:00Z"), // a Friday evening
  signedIn: true,
  hasPaidOrder: false,
  usedByCustomer: new Set(),
  timesUsed: new Map(),
  deliveryFeePence: 249,
  currency: "GBP",
  code: null,
  ...over,
});

const ORDER5 = rule("order5", {
  name: "5% off your first order",
  code: "ORDER5",
  audience: "first_order",
  benefit: { kind: "percent_off_subtotal", percent: 5 },
});
const TWO_LARGE = rule("two-large", {
  name: "Two large pizzas for £18.99",
  isCombinable: false,
  benefit: {
    kind: "multi_buy",
    quantity: 2,
    categoryIds: [PIZZAS],
    sizes: ["large"],
    reward: { type: "set_price", pricePence: 1899 },
  },
});
const VEGAN = rule("vegan", {
  name: "Vegan 20% off",
  benefit: { kind: "percent_off_lines", percent: 20, categoryIds: [], dietary: ["vegan"] },
});
const ICE_CREAM = rule("ice-cream", {
  name: "a free ice cream",
  minSpendPence: 3000,
  benefit: {
    kind: "free_item",
    item: { id: "item-ice", name: "Vanilla Ice Cream", size: "small", unitPence: 349, categoryId: DESSERTS },
  },
});
const FREE_DELIVERY = rule("free-delivery", {
  name: "free delivery",
  minSpendPence: 2500,
  benefit: { kind: "free_delivery" },
});

describe("evaluatePromotions", () => {
  it("applies ORDER5 to a signed-in customer's first order, 5% to the penny, spread over the lines", () => {
    const out = evaluatePromotions(
      [line("a", { unitPence: 1249 }), line("b", { unitPence: 1250 })],
      [ORDER5],
      ctx({ code: " order5 " }),
    );
    expect(out.code).toEqual({ code: "ORDER5", applied: true, reason: null });
    expect(out.discountPence).toBe(125); // 5% of 24.99 = 124.95 → 125
    expect(out.lineDiscounts.a! + out.lineDiscounts.b!).toBe(125);
  });

  it("refuses ORDER5 with the reason: a visitor, a returning customer, an unknown code", () => {
    const lines = [line("a")];
    expect(evaluatePromotions(lines, [ORDER5], ctx({ code: "ORDER5", signedIn: false })).code).toMatchObject({
      applied: false,
      reason: "Sign in to use ORDER5 on your first order.",
    });
    expect(evaluatePromotions(lines, [ORDER5], ctx({ code: "ORDER5", hasPaidOrder: true })).code).toMatchObject({
      applied: false,
      reason: "ORDER5 is for your first order only.",
    });
    const unknown = evaluatePromotions(lines, [ORDER5], ctx({ code: "SAVE50" }));
    expect(unknown.code).toEqual({ code: "SAVE50", applied: false, reason: "This code is not valid." });
    expect(unknown.discountPence).toBe(0);
  });

  it("prices two large pizzas at the set price, dearest first, and leaves a third and other sizes alone", () => {
    const lines = [
      line("a", { unitPence: 1599 }),
      line("b", { unitPence: 1499, qty: 2 }),
      line("m", { size: "medium", unitPence: 1299 }),
    ];
    const out = evaluatePromotions(lines, [TWO_LARGE], ctx());
    // Groups: [15.99, 14.99] → 30.98 − 18.99 = 11.99 off; the second 14.99 waits for a partner.
    expect(out.discountPence).toBe(1199);
    expect(out.lineDiscounts.m).toBeUndefined();
    expect((out.lineDiscounts.a ?? 0) + (out.lineDiscounts.b ?? 0)).toBe(1199);
    expect(out.lineDiscounts.a).toBe(Math.round((1199 * 1599) / 3098));
  });

  it("says how many more a multi-buy needs, and stops saying it once the group is complete", () => {
    const one = evaluatePromotions([line("a"), line("m", { size: "medium" })], [TWO_LARGE], ctx());
    expect(one.applied).toEqual([]);
    expect(one.hints).toEqual([
      {
        id: "two-large",
        name: "Two large pizzas for £18.99",
        message: "Add one more to get Two large pizzas for £18.99.",
      },
    ]);
    expect(evaluatePromotions([line("a", { qty: 2 })], [TWO_LARGE], ctx()).hints).toEqual([]);
    expect(evaluatePromotions([line("m", { size: "medium" })], [TWO_LARGE], ctx()).hints).toEqual([]);
  });

  it("gives the cheapest of a group free in a buy-two-get-one-free", () => {
    const threeForTwo = rule("3for2", {
      benefit: { kind: "multi_buy", quantity: 3, categoryIds: [SALADS], sizes: [], reward: { type: "cheapest_free" } },
    });
    const lines = [
      line("x", { categoryId: SALADS, unitPence: 799 }),
      line("y", { categoryId: SALADS, unitPence: 699, qty: 2 }),
    ];
    expect(evaluatePromotions(lines, [threeForTwo], ctx()).discountPence).toBe(699);
  });

  it("takes a percentage off each full group of a multi-buy", () => {
    const kebabsForTwo = rule("kebabs", {
      benefit: {
        kind: "multi_buy",
        quantity: 2,
        categoryIds: [PIZZAS],
        sizes: ["large"],
        reward: { type: "percent", percent: 17 },
      },
    });
    const out = evaluatePromotions([line("k", { unitPence: 1499, qty: 3 })], [kebabsForTwo], ctx());
    expect(out.discountPence).toBe(Math.round(2998 * 0.17)); // the third kebab waits for a partner
  });

  it("takes 20% off vegan dishes only", () => {
    const lines = [
      line("v", { dietary: ["vegan", "vegetarian"], unitPence: 1099, qty: 2 }),
      line("m", { unitPence: 1499 }),
    ];
    const out = evaluatePromotions(lines, [VEGAN], ctx());
    expect(out.lineDiscounts).toEqual({ v: 440 });
    expect(out.applied).toMatchObject([{ id: "vegan", amountPence: 440 }]);
  });

  it("adds the free ice cream over £30 and says how much more is needed below it", () => {
    const under = evaluatePromotions([line("a", { unitPence: 2699 })], [ICE_CREAM], ctx());
    expect(under.applied).toEqual([]);
    expect(under.hints).toEqual([
      { id: "ice-cream", name: "a free ice cream", message: "Add £3.01 to get a free ice cream." },
    ]);
    const over = evaluatePromotions([line("a", { unitPence: 3000 })], [ICE_CREAM], ctx());
    expect(over.applied).toMatchObject([{ id: "ice-cream", amountPence: 349, freeItem: { id: "item-ice" } }]);
    expect(over.discountPence).toBe(349);
  });

  it("makes delivery free over £25, and has nothing to take off a collection", () => {
    const lines = [line("a", { unitPence: 2500 })];
    expect(evaluatePromotions(lines, [FREE_DELIVERY], ctx()).applied).toMatchObject([
      { deliveryDiscountPence: 249, amountPence: 249 },
    ]);
    expect(evaluatePromotions(lines, [FREE_DELIVERY], ctx({ deliveryFeePence: 0 })).applied).toEqual([]);
  });

  it("stacks a code with the combinable automatic offers, and lets a better non-combinable offer win with a reason", () => {
    const lines = [
      line("a", { unitPence: 1599 }),
      line("b", { unitPence: 1499 }),
      line("v", { dietary: ["vegan"], unitPence: 1000 }),
    ];
    const stacked = evaluatePromotions(lines, [ORDER5, VEGAN], ctx({ code: "ORDER5" }));
    expect(stacked.applied.map((a) => a.id).sort()).toEqual(["order5", "vegan"]);
    // Vegan first (line-level), then 5% of what is left: 200 + 5% of (4098 − 200).
    expect(stacked.discountPence).toBe(200 + Math.round((4098 - 200) * 0.05));

    const contest = evaluatePromotions(lines, [ORDER5, VEGAN, TWO_LARGE], ctx({ code: "ORDER5" }));
    expect(contest.applied.map((a) => a.id)).toEqual(["two-large"]);
    expect(contest.code).toEqual({
      code: "ORDER5",
      applied: false,
      reason: "ORDER5 cannot be combined with Two large pizzas for £18.99, which saves you more.",
    });
  });

  it("honours once per customer and a usage cap", () => {
    const once = rule("once", { code: "ONCE", oncePerCustomer: true });
    expect(
      evaluatePromotions([line("a")], [once], ctx({ code: "ONCE", usedByCustomer: new Set(["once"]) })).code?.reason,
    ).toBe("You have already used ONCE.");
    const capped = rule("capped", { code: "FIRST100", usageCap: 100 });
    expect(
      evaluatePromotions([line("a")], [capped], ctx({ code: "FIRST100", timesUsed: new Map([["capped", 100]]) })).code
        ?.reason,
    ).toBe("FIRST100 has been fully claimed.");
    expect(
      evaluatePromotions([line("a")], [capped], ctx({ code: "FIRST100", timesUsed: new Map([["capped", 99]]) })).code
        ?.applied,
    ).toBe(true);
  });

  it("keeps an offer once per customer or for a first order that another unpaid order holds, and says until when (decision 023)", () => {
    // Friday 27 November 2026, GMT: the hold from 16:05 lapses at 18:05 London time.
    const held = new Map([
      ["order5", { since: new Date("2026-11-27T16:05:00Z"), until: new Date("2026-11-27T18:05:00Z") }],
      ["welcome-auto", { since: new Date("2026-11-27T16:05:00Z"), until: new Date("2026-11-28T00:30:00Z") }],
      ["capped", { since: new Date("2026-11-27T16:05:00Z"), until: new Date("2026-11-27T18:05:00Z") }],
    ]);
    const now = new Date("2026-11-27T17:00:00Z");
    const byCode = evaluatePromotions([line("a")], [ORDER5], ctx({ code: "ORDER5", heldByCustomer: held, now }));
    expect(byCode.applied).toEqual([]);
    expect(byCode.code?.reason).toBe(
      "ORDER5 is held for your unpaid order from 16:05. If that order is not paid, you can use ORDER5 again from today at 18:05.",
    );

    const automatic = rule("welcome-auto", { name: "Welcome 10%", oncePerCustomer: true });
    const out = evaluatePromotions([line("a")], [automatic], ctx({ heldByCustomer: held, now }));
    expect(out.applied).toEqual([]);
    expect(out.hints).toEqual([
      {
        id: "welcome-auto",
        name: "Welcome 10%",
        message:
          "Welcome 10% is held for your unpaid order from 16:05. If that order is not paid, you can use Welcome 10% again from tomorrow at 00:30.",
      },
    ]);
    // An offer for everyone, capped or not, is not the customer's to hold: the cap counts the holds instead.
    const capped = rule("capped", { code: "FIRST100", usageCap: 100 });
    expect(
      evaluatePromotions([line("a")], [capped], ctx({ code: "FIRST100", heldByCustomer: held, now })).code?.applied,
    ).toBe(true);
  });

  it("never takes a line or the order below zero", () => {
    const fifty = rule("fifty", { code: "FIFTY", benefit: { kind: "amount_off_subtotal", amountPence: 5000 } });
    const lines = [line("a", { unitPence: 700 }), line("b", { unitPence: 500 })];
    const out = evaluatePromotions(
      lines,
      [fifty, VEGAN, rule("pct", { benefit: { kind: "percent_off_subtotal", percent: 100 } })],
      ctx({ code: "FIFTY" }),
    );
    expect(out.lineDiscounts).toEqual({ a: 700, b: 500 });
    expect(out.discountPence).toBe(1200);
  });

  it("runs a Friday-evening offer on Friday evening only", () => {
    const friday = rule("friday", {
      name: "Friday night 15%",
      window: { startsAt: null, endsAt: null, days: [5], from: "17:00", to: "23:00" },
    });
    expect(evaluatePromotions([line("a")], [friday], ctx()).applied).toHaveLength(1);
    expect(
      evaluatePromotions([line("a")], [friday], ctx({ now: new Date("2026-11-26T18:00:00Z") })).applied,
    ).toHaveLength(0);
  });

  it("gives nothing on an empty basket", () => {
    const out = evaluatePromotions([], [ORDER5, FREE_DELIVERY, ICE_CREAM], ctx({ code: "ORDER5" }));
    expect(out.discountPence).toBe(0);
    expect(out.hints).toEqual([]);
  });
  describe("hints name only what would apply if the customer did it", () => {
    const TEN_OFF = rule("ten-off", {
      name: "£10 off over £30",
      isCombinable: false,
      minSpendPence: 3000,
      benefit: { kind: "amount_off_subtotal", amountPence: 1000 },
    });

    it("gives no free-ice-cream hint when, at £30, a non-combinable deal would win instead", () => {
      const out = evaluatePromotions([line("a", { unitPence: 2998 })], [ICE_CREAM, TEN_OFF], ctx());
      expect(out.hints.map((h) => h.id)).toEqual(["ten-off"]);
      expect(out.hints[0]!.message).toBe("Add £0.02 to get £10 off over £30.");
    });

    it("still gives the hint when the free ice cream would win at the minimum spend", () => {
      const small = rule("two-off", {
        name: "£2 off over £30",
        isCombinable: false,
        minSpendPence: 3000,
        benefit: { kind: "amount_off_subtotal", amountPence: 200 },
      });
      const out = evaluatePromotions([line("a", { unitPence: 2998 })], [ICE_CREAM, small], ctx());
      expect(out.hints.map((h) => h.id)).toEqual(["ice-cream"]);
    });

    it("gives no multi-buy hint when the non-combinable deal would lose to the combinable offers", () => {
      // Two large pizzas at £40 each: £18.99 saves £61.01 while 90% off the basket would save £72.
      const ninety = rule("ninety", { name: "90% off", benefit: { kind: "percent_off_subtotal", percent: 90 } });
      const lines = [line("a", { unitPence: 4000 })];
      expect(evaluatePromotions(lines, [TWO_LARGE], ctx()).hints.map((h) => h.id)).toEqual(["two-large"]);
      expect(evaluatePromotions(lines, [TWO_LARGE, ninety], ctx()).hints).toEqual([]);
    });
  });
});

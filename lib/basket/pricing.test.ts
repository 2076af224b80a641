import { describe, expect, it } from "vitest";
import { computeTotals, evaluatePromo } from "./pricing";

const rules = { deliveryFeePence: 249, minimumOrderPence: 1200 };

describe("computeTotals", () => {
  it("adds the delivery fee to the subtotal and says how far below the minimum it is", () => {
    const t = computeTotals([{ qty: 1, totalPence: 899 }], { code: null }, rules);
    expect(t).toEqual({
      itemCount: 1,
      subtotalPence: 899,
      discountPence: 0,
      deliveryFeePence: 249,
      grandTotalPence: 1148,
      minimumOrderPence: 1200,
      shortOfMinimumPence: 301,
    });
  });

  it("takes 5% of the subtotal, to the nearest penny, when ORDER5 applies", () => {
    const applied = { code: "ORDER5", applied: true } as const;
    expect(computeTotals([{ qty: 2, totalPence: 2998 }], applied, rules)).toMatchObject({
      subtotalPence: 2998,
      discountPence: 150,
      grandTotalPence: 2998 - 150 + 249,
      shortOfMinimumPence: 0,
    });
    expect(computeTotals([{ qty: 1, totalPence: 1249 }], applied, rules).discountPence).toBe(62);
    expect(computeTotals([{ qty: 1, totalPence: 1250 }], applied, rules).discountPence).toBe(63);
    const refused = { code: "ORDER5", applied: false, reason: "x" } as const;
    expect(computeTotals([{ qty: 1, totalPence: 1250 }], refused, rules).discountPence).toBe(0);
  });

  it("charges nothing for an empty basket", () => {
    expect(computeTotals([], { code: null }, rules)).toMatchObject({ grandTotalPence: 0, deliveryFeePence: 0, itemCount: 0 });
  });
});

describe("evaluatePromo", () => {
  it("applies ORDER5 to a signed-in customer's first order only", () => {
    expect(evaluatePromo("ORDER5", true, false)).toEqual({ code: "ORDER5", applied: true });
    expect(evaluatePromo("ORDER5", true, true)).toMatchObject({ applied: false, reason: "ORDER5 is for your first order only." });
    expect(evaluatePromo("ORDER5", false, false)).toMatchObject({ applied: false });
    expect(evaluatePromo("SAVE50", true, false)).toMatchObject({ applied: false, reason: "This code is not valid." });
    expect(evaluatePromo(null, true, false)).toEqual({ code: null });
  });
});

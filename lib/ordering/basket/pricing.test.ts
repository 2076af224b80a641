import { describe, expect, it } from "vitest";
import { computeTotals } from "./pricing";

const rules = { deliveryFeePence: 249, minimumOrderPence: 1200 };

describe("computeTotals", () => {
  it("adds the delivery fee to the subtotal and says how far below the minimum it is", () => {
    const t = computeTotals([{ qty: 1, totalPence: 899 }], rules);
    expect(t).toEqual({
      itemCount: 1,
      subtotalPence: 899,
      discountPence: 0,
      deliveryFeePence: 249,
      grandTotalPence: 1148,
      minimumOrderPence: 1200,
      minimumSpendPence: 899,
      shortOfMinimumPence: 301,
    });
  });

  it("leaves the discount to the promotions (lib/promotions/price-basket.ts)", () => {
    expect(computeTotals([{ qty: 2, totalPence: 2998 }], rules)).toMatchObject({
      subtotalPence: 2998,
      discountPence: 0,
      grandTotalPence: 2998 + 249,
      shortOfMinimumPence: 0,
    });
  });

  it("charges nothing for an empty basket", () => {
    expect(computeTotals([], rules)).toMatchObject({ grandTotalPence: 0, deliveryFeePence: 0, itemCount: 0 });
  });
});

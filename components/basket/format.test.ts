import { describe, expect, it } from "vitest";
import { basketFoodMinor } from "./format";

describe("the header's basket figure", () => {
  it("is the food after offers, in pence, never the delivery fee", () => {
    // The basket: a £15.69 pizza delivered for £2.49 read "£18.18" in the header.
    expect(basketFoodMinor({ subtotal: 15.69, discount: 0 })).toBe(1569);
    expect(basketFoodMinor({ subtotal: 29.98, discount: 11.99 })).toBe(1799);
    // Major units that do not add up in binary floating point still give whole pence.
    expect(basketFoodMinor({ subtotal: 0.3, discount: 0.1 })).toBe(20);
  });

  it("is never below nothing when a free dish's price is taken off whole", () => {
    expect(basketFoodMinor({ subtotal: 2.5, discount: 2.5 })).toBe(0);
    expect(basketFoodMinor({ subtotal: 2.5, discount: 3 })).toBe(0);
  });
});

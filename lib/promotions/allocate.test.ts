import { describe, expect, it } from "vitest";
import { allocate, percentOf } from "./allocate";

describe("allocate", () => {
  it("shares an amount out in proportion, to the penny, and never more than a part's weight", () => {
    expect(allocate(100, [1000, 1000, 1000])).toEqual([34, 33, 33]);
    expect(allocate(150, [2998])).toEqual([150]);
    expect(allocate(5000, [1200, 800])).toEqual([1200, 800]);
    const parts = allocate(777, [1299, 349, 899, 1]);
    expect(parts.reduce((s, p) => s + p, 0)).toBe(777);
    parts.forEach((p, i) => expect(p).toBeLessThanOrEqual([1299, 349, 899, 1][i]!));
  });

  it("gives a penny two lines tie for to the first", () => {
    // Found by order-vat.property.test.ts (allocate against shareOut): £5 off £6.99, £17.98 and
    // £29.98 leaves the first two 3315/5495 of a penny each; the second had it.
    expect(allocate(500, [699, 1798, 2998])).toEqual([64, 163, 273]);
    expect(allocate(2598, [499, 1499, 4497])).toEqual([200, 599, 1799]);
  });

  it("gives nothing out of nothing", () => {
    expect(allocate(0, [100, 200])).toEqual([0, 0]);
    expect(allocate(50, [0, 0])).toEqual([0, 0]);
    expect(allocate(50, [])).toEqual([]);
  });

  it("rounds a percentage half up to the penny", () => {
    expect(percentOf(1249, 5)).toBe(62);
    expect(percentOf(1250, 5)).toBe(63);
    expect(percentOf(2998, 20)).toBe(600);
  });
});

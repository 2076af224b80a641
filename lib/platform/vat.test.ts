import { describe, expect, it } from "vitest";
import { VAT_CLASSES, VAT_RATES, ratePercent, vatRateOn } from "./vat";

describe("the VAT rate table", () => {
  it("gives today's UK rates: standard 20%, reduced 5%, zero 0%", () => {
    expect(VAT_CLASSES.map((c) => ratePercent(vatRateOn(c, "2026-11-26")))).toEqual([20, 5, 0]);
  });

  it("applies a future change from its London date, and keeps the old rate before it", () => {
    const table = [...VAT_RATES, { vatClass: "standard" as const, from: "2027-04-01", basisPoints: 2250 }];
    expect(vatRateOn("standard", "2027-03-31", table)).toBe(2000);
    expect(vatRateOn("standard", "2027-04-01", table)).toBe(2250);
    expect(ratePercent(vatRateOn("standard", "2030-01-01", table))).toBe(22.5);
    expect(vatRateOn("zero", "2027-04-01", table)).toBe(0);
  });

  it("refuses a date before a class had a rate rather than guessing", () => {
    expect(() => vatRateOn("standard", "2010-12-31")).toThrow(/No standard VAT rate/);
  });
});

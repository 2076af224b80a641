import { describe, expect, it } from "vitest";
import { currencySymbol, formatMoney, formatWholeUnits, moneyTexts, toDecimalString, toMajor, toMinor } from "./money";

describe("money", () => {
  it("formats pence in the shop's currency with its sign", () => {
    expect(formatMoney(1249, "GBP")).toBe("£12.49");
    expect(formatMoney(0, "GBP")).toBe("£0.00");
    expect(formatMoney(123456, "GBP")).toBe("£1,234.56");
    expect(formatMoney(1249, "EUR")).toBe("€12.49");
  });

  it("converts between pence and the API's major units without float drift", () => {
    expect(toMajor(1249)).toBe(12.49);
    expect(toMinor(12.49)).toBe(1249);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(toMajor(1999))).toBe(1999);
  });

  it("writes pence as a plain decimal for a spreadsheet", () => {
    expect([1249, 5, 0, -5, -1249, 100000].map(toDecimalString)).toEqual([
      "12.49",
      "0.05",
      "0.00",
      "-0.05",
      "-12.49",
      "1000.00",
    ]);
  });

  it("writes whole pounds as the VAT return's box 6 takes them", () => {
    expect(formatWholeUnits(1234, "GBP")).toBe("£1,234");
  });

  it("keeps each currency's and each kind's formatter apart, whichever comes first", () => {
    expect([formatWholeUnits(1234, "GBP"), formatMoney(1249, "GBP"), formatWholeUnits(5, "EUR")]).toEqual([
      "£1,234",
      "£12.49",
      "€5",
    ]);
    expect([formatMoney(5, "EUR"), formatWholeUnits(1234, "GBP"), formatMoney(5, "EUR")]).toEqual([
      "€0.05",
      "£1,234",
      "€0.05",
    ]);
  });

  it("writes each amount once for a page's first draw", () => {
    expect(moneyTexts([1249, 899, 1249, 0], "GBP")).toEqual({ 0: "£0.00", 899: "£8.99", 1249: "£12.49" });
  });

  it("gives the symbol shown beside an amount field", () => {
    expect(currencySymbol("GBP")).toBe("£");
    expect(currencySymbol("EUR")).toBe("€");
  });
});

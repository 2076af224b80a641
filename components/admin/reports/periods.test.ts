import { describe, expect, it } from "vitest";
import { monthOf, previousQuarter, quarterOf } from "./periods";

describe("the VAT period presets", () => {
  it("gives calendar quarters and months, across a year's end and a leap February", () => {
    expect(quarterOf("2026-11-26")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
    expect(quarterOf("2026-03-31")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(previousQuarter("2026-02-10")).toEqual({ from: "2025-10-01", to: "2025-12-31" });
    expect(monthOf("2028-02-14")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthOf("2026-12-05")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  });
});

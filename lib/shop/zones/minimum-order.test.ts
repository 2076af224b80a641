import { describe, expect, it } from "vitest";
import { describeMinimumOrder } from "./minimum-order";

const zone = (minimumOrderPence: number, isActive = true) => ({ minimumOrderPence, isActive });

describe("describeMinimumOrder", () => {
  it("states the zones' minimum, 'from' the lowest active one when they differ", () => {
    expect(describeMinimumOrder([zone(1200)], "GBP")).toBe("£12.00");
    expect(describeMinimumOrder([zone(1500), zone(1500)], "GBP")).toBe("£15.00");
    expect(describeMinimumOrder([zone(1500), zone(1000), zone(500, false)], "GBP")).toBe("from £10.00");
    expect(describeMinimumOrder([zone(0)], "GBP")).toBe("none");
    expect(describeMinimumOrder([zone(0), zone(1200)], "GBP")).toBe("up to £12.00");
  });

  it("is null when no zone delivers", () => {
    expect(describeMinimumOrder([], "GBP")).toBeNull();
    expect(describeMinimumOrder([zone(1200, false)], "GBP")).toBeNull();
  });
});

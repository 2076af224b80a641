import { describe, expect, it } from "vitest";
import { describeDelivery } from "./describe-delivery";

describe("describeDelivery", () => {
  it("names the postcode in both answers", () => {
    expect(describeDelivery("W1B 5AH", { feeText: "£2.49", minimumText: "£12.00" })).toBe(
      "Good news: we deliver to W1B 5AH. Delivery £2.49, minimum order £12.00.",
    );
    expect(describeDelivery("M1 1AE", null)).toMatch(/^Sorry, we don't deliver to M1 1AE yet\./);
  });
});

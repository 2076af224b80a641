import { describe, expect, it } from "vitest";
import { orderNumber } from "./order-number";
import { paymentLabel } from "./payment-label";

describe("the payment as every screen reads it", () => {
  const paid = { paymentStatus: "success", refunded: 0, total: 25.98, currency: "GBP" };

  it("keeps the spec's words until money goes back", () => {
    expect(paymentLabel(paid)).toEqual({ text: "success", tone: "paid" });
    expect(paymentLabel({ ...paid, paymentStatus: "Pending" })).toEqual({ text: "Pending", tone: "unpaid" });
    expect(paymentLabel({ ...paid, paymentStatus: "" })).toEqual({ text: "Pending", tone: "unpaid" });
  });

  it("says Refunded for a refund in full and Part refunded £x for less", () => {
    expect(paymentLabel({ ...paid, refunded: 25.98 })).toEqual({ text: "Refunded", tone: "refunded" });
    expect(paymentLabel({ ...paid, refunded: 4.5 })).toEqual({ text: "Part refunded £4.50", tone: "refunded" });
    // Pence, not floating point: 0.1 + 0.2 of a refund is still not the whole of 0.30.
    expect(paymentLabel({ ...paid, total: 0.3, refunded: 0.1 + 0.2 })).toEqual({ text: "Refunded", tone: "refunded" });
  });
});

describe("the order number people say", () => {
  it("is the running number once paid, and the id's random end before", () => {
    expect(orderNumber({ id: "01a21928-4c74-7436-9e1e-146da6dca0f4", number: 1042 })).toBe("#1042");
    expect(orderNumber({ id: "01a21928-4c74-7436-9e1e-146da6dca0f4", number: null })).toBe("#a6dca0f4");
  });
});

import { describe, expect, it } from "vitest";
import { orderNumber } from "./order-number";
import { cashDueText, cashMoment, howPaidText, paymentLabel, paymentRowLabel } from "./payment-label";

describe("the payment as every screen reads it", () => {
  const paid = { paymentStatus: "success", refunded: 0, total: 25.98, currency: "GBP" };

  it("says the shop's words for the spec's wire values", () => {
    expect(paymentLabel(paid)).toEqual({ text: "Paid", tone: "paid" });
    expect(paymentLabel({ ...paid, paymentStatus: "Pending" })).toEqual({ text: "Payment pending", tone: "unpaid" });
    expect(paymentLabel({ ...paid, paymentStatus: "" })).toEqual({ text: "Payment pending", tone: "unpaid" });
    expect(paymentLabel({ ...paid, paymentStatus: "due" })).toEqual({ text: "Cash due", tone: "unpaid" });
    expect(paymentLabel({ ...paid, paymentStatus: "unpaid" })).toEqual({ text: "Not paid", tone: "unpaid" });
    expect(paymentLabel({ ...paid, paymentStatus: "failed" })).toEqual({ text: "Payment failed", tone: "unpaid" });
    // A single payment's own statuses, as the admin's order page lists them.
    expect(paymentLabel({ ...paid, paymentStatus: "paid" })).toEqual({ text: "Paid", tone: "paid" });
    expect(paymentLabel({ ...paid, paymentStatus: "created" })).toEqual({ text: "Payment pending", tone: "unpaid" });
    expect(paymentLabel({ ...paid, paymentStatus: "expired" })).toEqual({
      text: "Payment not completed",
      tone: "unpaid",
    });
  });

  it("reads an unfinished payment by its method and by where the order ended", () => {
    const cash = { status: "created", provider: "cash", amount: 23.4 };
    const card = { status: "created", provider: "stripe", amount: 23.4 };
    const at = (status: string, fulfilment: "delivery" | "collection" = "delivery") => ({
      status,
      currency: "GBP",
      fulfilment,
    });
    // Not "Cash due" again under the order's own "Cash due": where the money is to be taken.
    expect(paymentRowLabel(cash, at("accepted"))).toEqual({ text: "To take on delivery", tone: "unpaid" });
    expect(paymentRowLabel(cash, at("ready_for_collection", "collection"))).toEqual({
      text: "To take at the counter",
      tone: "unpaid",
    });
    expect(paymentRowLabel(cash, at("rejected"))).toEqual({ text: "Not taken", tone: "unpaid" });
    expect(paymentRowLabel(cash, at("cancelled"))).toEqual({ text: "Not taken", tone: "unpaid" });
    expect(paymentRowLabel(card, at("pending"))).toEqual({ text: "Payment pending", tone: "unpaid" });
    expect(paymentRowLabel(card, at("rejected"))).toEqual({ text: "Payment not completed", tone: "unpaid" });
    // A finished payment reads the same whatever became of the order.
    expect(paymentRowLabel({ ...cash, status: "paid" }, at("rejected"))).toEqual({ text: "Paid", tone: "paid" });
    expect(paymentRowLabel({ ...card, status: "failed" }, at("pending"))).toEqual({
      text: "Payment failed",
      tone: "unpaid",
    });
  });

  it("says Refunded for a refund in full and Part refunded £x for less", () => {
    expect(paymentLabel({ ...paid, refunded: 25.98 })).toEqual({ text: "Refunded", tone: "refunded" });
    expect(paymentLabel({ ...paid, refunded: 4.5 })).toEqual({ text: "Part refunded £4.50", tone: "refunded" });
    // Pence, not floating point: 0.1 + 0.2 of a refund is still not the whole of 0.30.
    expect(paymentLabel({ ...paid, total: 0.3, refunded: 0.1 + 0.2 })).toEqual({ text: "Refunded", tone: "refunded" });
  });

  it("counts the tip paid on top: the order's total back with the tip kept is a part refund", () => {
    const tipped = { ...paid, tip: 2.5 };
    expect(paymentLabel({ ...tipped, refunded: 25.98 })).toEqual({ text: "Part refunded £25.98", tone: "refunded" });
    expect(paymentLabel({ ...tipped, refunded: 28.48 })).toEqual({ text: "Refunded", tone: "refunded" });
  });
});

describe("how the customer paid, as the shop tells them", () => {
  const card = {
    paymentMethod: "card",
    paymentStatus: "success",
    refunded: 0,
    total: 25.98,
    currency: "GBP",
    amountDue: 0,
    fulfilment: "delivery",
  } as const;

  it("names the way they paid once the money is in", () => {
    expect(howPaidText(card)).toBe("Paid by card");
    expect(howPaidText({ ...card, paymentMethod: "razorpay" })).toBe("Paid online");
    expect(howPaidText({ ...card, paymentMethod: "test" })).toBe("Paid with a test payment (no money taken)");
    expect(howPaidText({ ...card, paymentMethod: "cash" })).toBe("Paid in cash");
  });

  it("says what to have ready for cash still to pay, on delivery or at collection", () => {
    const cash = { ...card, paymentMethod: "cash", paymentStatus: "due", amountDue: 25.98 } as const;
    expect(howPaidText(cash)).toBe("Pay £25.98 in cash on delivery");
    expect(howPaidText({ ...cash, fulfilment: "collection" })).toBe("Pay £25.98 in cash when you collect");
    expect(cashDueText({ amountDue: 12.5, fulfilment: "collection", currency: "GBP" })).toBe(
      "Pay £12.50 in cash when you collect",
    );
    expect([cashMoment("delivery"), cashMoment("collection")]).toEqual(["on delivery", "when you collect"]);
  });

  it("says a refund or a payment not made rather than how it was paid", () => {
    expect(howPaidText({ ...card, refunded: 25.98 })).toBe("Refunded");
    expect(howPaidText({ ...card, paymentStatus: "Pending" })).toBe("Payment pending");
  });
});

describe("the order number people say", () => {
  it("is the running number once paid, and the id's random end before", () => {
    expect(orderNumber({ id: "01a21928-4c74-7436-9e1e-146da6dca0f4", number: 1042 })).toBe("#1042");
    expect(orderNumber({ id: "01a21928-4c74-7436-9e1e-146da6dca0f4", number: null })).toBe("#a6dca0f4");
  });
});

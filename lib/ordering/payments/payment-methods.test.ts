import { describe, expect, it } from "vitest";
import { cashDuePence, decidePaymentMethods, tipForPercent, type PaymentMethodFacts } from "./payment-methods";

// Which ways of paying a basket may use (decision 030), without a database.

const FACTS: PaymentMethodFacts = {
  configured: { card: true, razorpay: false, test: true },
  cash: { delivery: true, collection: false, maxOrderPence: 4000 },
  fulfilment: "delivery",
  amountPence: 2349,
  isCashBlocked: false,
  currency: "GBP",
};
const byMethod = (facts: PaymentMethodFacts) =>
  Object.fromEntries(decidePaymentMethods(facts).map((o) => [o.method, o]));

describe("decidePaymentMethods", () => {
  it("lists every method in one order, the card first and chosen when Stripe is on", () => {
    const options = decidePaymentMethods(FACTS);
    expect(options.map((o) => [o.method, o.available, o.isDefault, o.isSetUp])).toEqual([
      ["card", true, true, true],
      ["razorpay", false, false, false],
      ["cash", true, false, true],
      ["test", true, false, true],
    ]);
    // Without Stripe the spec's provider comes first; with nothing online, cash.
    expect(
      decidePaymentMethods({ ...FACTS, configured: { card: false, razorpay: true, test: false } }).find(
        (o) => o.isDefault,
      )?.method,
    ).toBe("razorpay");
    expect(
      decidePaymentMethods({ ...FACTS, configured: { card: false, razorpay: false, test: false } }).find(
        (o) => o.isDefault,
      )?.method,
    ).toBe("cash");
  });

  it("says why cash cannot be used: off for this fulfilment (not set up), over the cap or blocked (set up, greyed)", () => {
    expect(byMethod({ ...FACTS, fulfilment: "collection" }).cash).toMatchObject({
      available: false,
      isSetUp: false,
      label: "Pay at collection (cash)",
    });
    expect(byMethod({ ...FACTS, amountPence: 4001 }).cash).toMatchObject({
      available: false,
      isSetUp: true,
      reason: "Cash is taken for orders up to £40.00; this order is £40.01. Please pay by card.",
    });
    expect(byMethod({ ...FACTS, amountPence: 4000 }).cash!.available).toBe(true);
    expect(byMethod({ ...FACTS, isCashBlocked: true }).cash).toMatchObject({ available: false, isSetUp: true });
  });
});

describe("tips and cash due", () => {
  it("takes a percentage of the food after offers, half up to the penny", () => {
    expect(tipForPercent(2345, 10)).toBe(235);
    expect(tipForPercent(2345, 15)).toBe(352);
    expect(tipForPercent(0, 20)).toBe(0);
  });

  it("owes the total of a live cash order until it is paid, and nothing otherwise", () => {
    const order = { paymentMethod: "cash", paidAt: null, status: "placed", grandTotalPence: 2349 };
    expect(cashDuePence(order)).toBe(2349);
    expect(cashDuePence({ ...order, paidAt: new Date() })).toBe(0);
    expect(cashDuePence({ ...order, status: "cancelled" })).toBe(0);
    expect(cashDuePence({ ...order, paymentMethod: "card" })).toBe(0);
  });
});

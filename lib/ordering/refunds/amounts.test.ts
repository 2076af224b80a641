import { describe, expect, it } from "vitest";
import { decideRefund } from "./amounts";

const order = {
  currency: "GBP",
  paidPence: 3447, // two lines 1599 + 1599 with 199 off the first, plus 249 delivery... and rounding
  lines: [
    { id: "a", totalPence: 1599, discountPence: 199 },
    { id: "b", totalPence: 1798, discountPence: 0 },
  ],
  refunds: [] as { amountPence: number; lineIds: string[] }[],
};

describe("decideRefund", () => {
  it("refunds everything left when neither an amount nor lines are given", () => {
    expect(decideRefund(order, { amountPence: null, lineIds: [] })).toEqual({ ok: true, amountPence: 3447, lineIds: [] });
    expect(decideRefund({ ...order, refunds: [{ amountPence: 1000, lineIds: [] }] }, { amountPence: null, lineIds: [] })).toMatchObject({ amountPence: 2447 });
  });

  it("refunds a line at what was paid for it, its promotion share taken off, and only once", () => {
    expect(decideRefund(order, { amountPence: null, lineIds: ["a"] })).toEqual({ ok: true, amountPence: 1400, lineIds: ["a"] });
    expect(decideRefund({ ...order, refunds: [{ amountPence: 1400, lineIds: ["a"] }] }, { amountPence: null, lineIds: ["a", "b"] })).toMatchObject({
      ok: false,
      status: "CONFLICT",
      field: "lineIds",
    });
    expect(decideRefund(order, { amountPence: null, lineIds: ["zzz"] })).toMatchObject({ ok: false, field: "lineIds" });
  });

  it("never gives back more than was paid, all refunds together", () => {
    expect(decideRefund(order, { amountPence: 3448, lineIds: [] })).toMatchObject({ ok: false, field: "amount", message: "At most £34.47 is left to refund." });
    expect(decideRefund({ ...order, refunds: [{ amountPence: 3447, lineIds: [] }] }, { amountPence: null, lineIds: [] })).toMatchObject({
      ok: false,
      status: "CONFLICT",
      message: "This order has already been refunded in full.",
    });
    // Lines worth more than what is left are capped at what is left.
    expect(decideRefund({ ...order, refunds: [{ amountPence: 3000, lineIds: [] }] }, { amountPence: null, lineIds: ["b"] })).toEqual({ ok: true, amountPence: 447, lineIds: ["b"] });
  });

  it("refuses nothing, and lines with an amount", () => {
    expect(decideRefund(order, { amountPence: 0, lineIds: [] })).toMatchObject({ ok: false, field: "amount" });
    expect(decideRefund(order, { amountPence: 100, lineIds: ["a"] })).toMatchObject({ ok: false, field: "amount" });
  });
});

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
    expect(decideRefund(order, { amountPence: null, lineIds: [] })).toEqual({
      ok: true,
      amountPence: 3447,
      lineIds: [],
      tipPence: 0,
    });
    expect(
      decideRefund({ ...order, refunds: [{ amountPence: 1000, lineIds: [] }] }, { amountPence: null, lineIds: [] }),
    ).toMatchObject({ amountPence: 2447 });
  });

  it("refunds a line at what was paid for it, its promotion share taken off, and only once", () => {
    expect(decideRefund(order, { amountPence: null, lineIds: ["a"] })).toEqual({
      ok: true,
      amountPence: 1400,
      lineIds: ["a"],
      tipPence: 0,
    });
    expect(
      decideRefund(
        { ...order, refunds: [{ amountPence: 1400, lineIds: ["a"] }] },
        { amountPence: null, lineIds: ["a", "b"] },
      ),
    ).toMatchObject({
      ok: false,
      status: "CONFLICT",
      field: "lineIds",
    });
    expect(decideRefund(order, { amountPence: null, lineIds: ["zzz"] })).toMatchObject({ ok: false, field: "lineIds" });
  });

  it("never gives back more than was paid, all refunds together", () => {
    expect(decideRefund(order, { amountPence: 3448, lineIds: [] })).toMatchObject({
      ok: false,
      field: "amount",
      message: "At most £34.47 is left to refund.",
    });
    expect(
      decideRefund({ ...order, refunds: [{ amountPence: 3447, lineIds: [] }] }, { amountPence: null, lineIds: [] }),
    ).toMatchObject({
      ok: false,
      status: "CONFLICT",
      message: "This order has already been refunded in full.",
    });
    // Lines worth more than what is left are capped at what is left.
    expect(
      decideRefund({ ...order, refunds: [{ amountPence: 3000, lineIds: [] }] }, { amountPence: null, lineIds: ["b"] }),
    ).toEqual({ ok: true, amountPence: 447, lineIds: ["b"], tipPence: 0 });
  });

  it("refuses nothing, and lines with an amount", () => {
    expect(decideRefund(order, { amountPence: 0, lineIds: [] })).toMatchObject({ ok: false, field: "amount" });
    expect(decideRefund(order, { amountPence: 100, lineIds: ["a"] })).toMatchObject({ ok: false, field: "amount" });
  });

  it("gives the tip back last: a full refund includes it, a part refund touches it only past the goods", () => {
    const tipped = { ...order, paidPence: 3447 + 300, tipPence: 300 };
    expect(decideRefund(tipped, { amountPence: null, lineIds: [] })).toEqual({
      ok: true,
      amountPence: 3747,
      lineIds: [],
      tipPence: 300,
    });
    expect(decideRefund(tipped, { amountPence: null, lineIds: ["a"] })).toMatchObject({
      amountPence: 1400,
      tipPence: 0,
    });
    expect(decideRefund(tipped, { amountPence: 3500, lineIds: [] })).toMatchObject({ amountPence: 3500, tipPence: 53 });
    // After 3000 back, a refund of 600 gives back the 447 of goods left and 153 of the tip; then the rest of the tip.
    const after = { ...tipped, refunds: [{ amountPence: 3000, lineIds: [] }] };
    expect(decideRefund(after, { amountPence: 600, lineIds: [] })).toMatchObject({ tipPence: 153 });
    const last = { ...tipped, refunds: [{ amountPence: 3600, lineIds: [] }] };
    expect(decideRefund(last, { amountPence: null, lineIds: [] })).toEqual({
      ok: true,
      amountPence: 147,
      lineIds: [],
      tipPence: 147,
    });
  });

  it("refunds lines out of the goods only: capped at the goods left, refused once only the tip is left", () => {
    const tipped = { ...order, paidPence: 3447 + 300, tipPence: 300 };
    const most = { ...tipped, refunds: [{ amountPence: 3000, lineIds: [] }] };
    expect(decideRefund(most, { amountPence: null, lineIds: ["b"] })).toEqual({
      ok: true,
      amountPence: 447,
      lineIds: ["b"],
      tipPence: 0,
    });
    const goodsBack = { ...tipped, refunds: [{ amountPence: 3500, lineIds: [] }] };
    expect(decideRefund(goodsBack, { amountPence: null, lineIds: ["b"] })).toEqual({
      ok: false,
      status: "CONFLICT",
      message: "The goods have been refunded in full; only the tip (£2.47) is left, as an amount.",
      field: "lineIds",
    });
    expect(decideRefund(goodsBack, { amountPence: 247, lineIds: [] })).toMatchObject({ ok: true, tipPence: 247 });
  });
});

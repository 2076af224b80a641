import { describe, expect, it } from "vitest";
import { orderVat } from "../vat/order-vat";
import type { RefundMade, Sale } from "./sales-shared";
import { takingsOf, tipsOf, vatSumsOf } from "./sum-sales";

const STANDARD = { vatClass: "standard" as const, basisPoints: 2000 };

/** A £20.00 order with a £1.50 tip, and the refunds made of it. */
function tippedSale(refunds: { id: string; amountPence: number }[]): { sale: Sale; made: RefundMade[] } {
  const vat = orderVat({
    lines: [{ id: "l", totalPence: 2000, discountPence: 0, parts: [{ ...STANDARD, grossPence: 2000 }] }],
    deliveryFeePence: 0,
    deliveryDiscountPence: 0,
    tipPence: 150,
    deliveryFallback: STANDARD,
    refunds: refunds.map((r) => ({ ...r, lineIds: [] })),
  });
  const sale = { id: "o", grossPence: 2000, tipPence: 150, vat } as Sale;
  const made = vat.refunds.map(
    (r, i) => ({ id: r.id, amountPence: refunds[i]!.amountPence, rows: r.rows, tipPence: r.tipPence }) as RefundMade,
  );
  return { sale, made };
}

describe("takingsOf", () => {
  it("takes the refunds' goods off the gross, not their tip parts: net takings = the VAT rows less refunds", () => {
    for (const refunds of [[{ id: "a", amountPence: 500 }], [{ id: "a", amountPence: 2150 }], []]) {
      const { sale, made } = tippedSale(refunds);
      const takings = takingsOf([sale], made);
      const vatNet = vatSumsOf([sale], made).net.reduce((s, r) => s + r.grossPence, 0);
      expect(takings.netPence).toBe(vatNet);
    }
    const { sale, made } = tippedSale([{ id: "all", amountPence: 2150 }]);
    expect(takingsOf([sale], made)).toEqual({ orders: 1, grossPence: 2000, refundsPence: 2000, netPence: 0 });
    const part = tippedSale([{ id: "part", amountPence: 500 }]);
    expect(takingsOf([part.sale], part.made)).toMatchObject({ refundsPence: 500, netPence: 1500 });
  });
});

describe("tipsOf", () => {
  it("takes the tips given back off the tips, and the refunds made are the takings' refunds plus them, to the penny", () => {
    for (const [refunds, tips] of [
      [[], { tipsPence: 150, tipsRefundedPence: 0 }],
      [[{ id: "part", amountPence: 500 }], { tipsPence: 150, tipsRefundedPence: 0 }],
      [[{ id: "into-tip", amountPence: 2100 }], { tipsPence: 50, tipsRefundedPence: 100 }],
      [[{ id: "all", amountPence: 2150 }], { tipsPence: 0, tipsRefundedPence: 150 }],
    ] as const) {
      const { sale, made } = tippedSale([...refunds]);
      expect(tipsOf([sale], made)).toEqual(tips);
      const listed = made.reduce((s, r) => s + r.amountPence, 0);
      expect(listed).toBe(takingsOf([sale], made).refundsPence + tips.tipsRefundedPence);
    }
  });

  it("takes a tip given back today off today's tips, whichever day its order was paid", () => {
    const { made } = tippedSale([{ id: "all", amountPence: 2150 }]);
    expect(tipsOf([], made)).toEqual({ tipsPence: -150, tipsRefundedPence: 150 });
  });
});

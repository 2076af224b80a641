import { describe, expect, it } from "vitest";
import { orderVat } from "../vat/order-vat";
import type { RefundMade, Sale } from "./sales-shared";
import { takingsOf, vatSumsOf } from "./sum-sales";

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

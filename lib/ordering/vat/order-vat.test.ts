import { describe, expect, it } from "vitest";
import { allocate, percentOf } from "@/lib/promotions/shared";
import { vatIncluded, type VatClass } from "@/lib/platform/vat";
import { decideRefund } from "../refunds/amounts";
import { orderVat, type VatLine, type VatOrderFacts, type VatRow } from "./order-vat";
import { shareOut } from "./share-out";

const STANDARD = { vatClass: "standard" as VatClass, basisPoints: 2000 };
const ZERO = { vatClass: "zero" as VatClass, basisPoints: 0 };
const REDUCED = { vatClass: "reduced" as VatClass, basisPoints: 500 };

const total = (rows: VatRow[], key: keyof VatRow) => rows.reduce((s, r) => s + r[key], 0);

function line(id: string, pence: number, rate: typeof STANDARD, discountPence = 0): VatLine {
  return { id, totalPence: pence, discountPence, parts: [{ ...rate, grossPence: pence }] };
}

describe("shareOut", () => {
  it("shares to the penny in proportion, a part may exceed its weight, nothing to weigh by gives it to the first", () => {
    expect(shareOut(249, [1349, 584, 224])).toEqual([156, 67, 26]);
    expect(shareOut(249, [100])).toEqual([249]);
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(7, [0, 0])).toEqual([7, 0]);
    expect(shareOut(-5, [1, 1])).toEqual([-3, -2]);
    expect(shareOut(5, [])).toEqual([]);
  });
});

describe("vatIncluded", () => {
  it("takes rate / (100 + rate) of a VAT-inclusive amount, an exact half up", () => {
    expect(vatIncluded(1200, 2000)).toBe(200);
    expect(vatIncluded(3, 2000)).toBe(1); // 0.5p
    expect(vatIncluded(1755, 2000)).toBe(293); // 292.5p
    expect(vatIncluded(1050, 500)).toBe(50);
    expect(vatIncluded(999, 0)).toBe(0);
    expect(vatIncluded(1175, 1750)).toBe(175);
  });
});

describe("orderVat: a pizza, a salad, a drink, 10% off, a free ice cream and a delivery fee", () => {
  // What the promotions engine freezes: 10% of the dishes paid for (£23.97 → £2.40), shared by
  // value, and the free ice cream taken off whole (decision 010).
  const offer = percentOf(1499 + 649 + 249, 10);
  const [pizzaOff, saladOff, drinkOff] = allocate(offer, [1499, 649, 249]);
  const facts: VatOrderFacts = {
    lines: [
      line("pizza", 1499, STANDARD, pizzaOff),
      line("salad", 649, ZERO, saladOff),
      line("drink", 249, STANDARD, drinkOff),
      line("ice-cream", 350, STANDARD, 350),
    ],
    deliveryFeePence: 249,
    deliveryDiscountPence: 0,
    tipPence: 0,
    deliveryFallback: STANDARD,
    refunds: [],
  };

  it("shares the offer by value, the delivery fee by what was paid, and rounds once per rate", () => {
    expect([offer, pizzaOff, saladOff, drinkOff]).toEqual([240, 150, 65, 25]);
    const vat = orderVat(facts);
    // Paid 1349 + 584 + 224 + 0 = 2157; delivery 249 → 156 / 67 / 26 by what was paid.
    expect(vat.sold).toEqual([
      { basisPoints: 2000, grossPence: 1349 + 156 + 224 + 26, vatPence: 293, netPence: 1755 - 293 },
      { basisPoints: 0, grossPence: 584 + 67, vatPence: 0, netPence: 651 },
    ]);
    // The total paid: subtotal 2747 − discount 590 + delivery 249.
    expect(total(vat.sold, "grossPence")).toBe(2747 - 590 + 249);
    expect(vat.lines.map((l) => [l.id, l.paidPence, l.deliveryPence, l.vatPence])).toEqual([
      ["pizza", 1349, 156, 251],
      ["salad", 584, 67, 0],
      ["drink", 224, 26, 42],
      ["ice-cream", 0, 0, 0],
    ]);
    expect(vat.kept).toEqual(vat.sold);
  });

  it("a line refund comes off its own rate: the salad off the zero rate, the drink off the standard", () => {
    const salad = orderVat({ ...facts, refunds: [{ id: "r1", amountPence: 584, lineIds: ["salad"] }] });
    expect(salad.refunds).toEqual([
      { id: "r1", rows: [{ basisPoints: 0, grossPence: 584, vatPence: 0, netPence: 584 }], tipPence: 0 },
    ]);
    expect(salad.kept).toEqual([
      { basisPoints: 2000, grossPence: 1755, vatPence: 293, netPence: 1462 },
      { basisPoints: 0, grossPence: 67, vatPence: 0, netPence: 67 },
    ]);
    expect(salad.lines.find((l) => l.id === "salad")!.refundedPence).toBe(584);

    const drink = orderVat({ ...facts, refunds: [{ id: "r2", amountPence: 224, lineIds: ["drink"] }] });
    // VAT of 1755 is 293, of 1531 is 255 (255.17): the refund takes back 38.
    expect(drink.refunds[0]!.rows).toEqual([{ basisPoints: 2000, grossPence: 224, vatPence: 38, netPence: 186 }]);
    expect(drink.kept[0]).toEqual({ basisPoints: 2000, grossPence: 1531, vatPence: 255, netPence: 1276 });
  });

  it("a part refund by an amount leaves the tip alone until the goods are given back", () => {
    const tipped = { ...facts, tipPence: 150 };
    const part = orderVat({ ...tipped, refunds: [{ id: "r", amountPence: 500, lineIds: [] }] });
    expect(part.refunds[0]!.tipPence).toBe(0);
    expect(total(part.refunds[0]!.rows, "grossPence")).toBe(500);
    expect(total(part.kept, "grossPence")).toBe(2406 - 500);
    const past = orderVat({
      ...tipped,
      refunds: [
        { id: "r1", amountPence: 2400, lineIds: [] },
        { id: "r2", amountPence: 100, lineIds: [] },
      ],
    });
    expect(past.refunds.map((r) => r.tipPence)).toEqual([0, 94]);
    expect(total(past.kept, "grossPence")).toBe(0);
  });

  it("an amount refund comes off every rate in proportion; a full refund leaves nothing", () => {
    const partial = orderVat({ ...facts, refunds: [{ id: "r1", amountPence: 350, lineIds: [] }] });
    expect(total(partial.refunds[0]!.rows, "grossPence")).toBe(350);
    expect(partial.refunds[0]!.rows.map((r) => r.grossPence)).toEqual(shareOut(350, [1755, 651]));
    const all = orderVat({
      ...facts,
      refunds: [
        { id: "r1", amountPence: 350, lineIds: [] },
        { id: "r2", amountPence: 2406 - 350, lineIds: [] },
      ],
    });
    expect(all.kept.every((r) => r.grossPence === 0 && r.vatPence === 0 && r.netPence === 0)).toBe(true);
    expect(
      total(
        all.refunds.flatMap((r) => r.rows),
        "vatPence",
      ),
    ).toBe(293);
  });
});

describe("orderVat: extras, free delivery, a tip", () => {
  it("an extra of another class is taxed at its own rate inside its line", () => {
    // A cold salad with a hot topping: £6.00 zero, £1.50 standard, 2 of them, £1.50 off.
    const vat = orderVat({
      lines: [
        {
          id: "l",
          totalPence: 1500,
          discountPence: 150,
          parts: [
            { ...ZERO, grossPence: 1200 },
            { ...STANDARD, grossPence: 300 },
          ],
        },
      ],
      deliveryFeePence: 0,
      deliveryDiscountPence: 0,
      tipPence: 0,
      deliveryFallback: STANDARD,
      refunds: [],
    });
    expect(vat.sold).toEqual([
      { basisPoints: 2000, grossPence: 270, vatPence: 45, netPence: 225 },
      { basisPoints: 0, grossPence: 1080, vatPence: 0, netPence: 1080 },
    ]);
    expect(vat.lines[0]!.vatClasses).toEqual(["zero", "standard"]);
  });

  it("free delivery adds nothing; a tip is in no row, and a full refund gives it back apart", () => {
    const facts: VatOrderFacts = {
      lines: [line("a", 1000, STANDARD)],
      deliveryFeePence: 249,
      deliveryDiscountPence: 249,
      tipPence: 200,
      deliveryFallback: STANDARD,
      refunds: [{ id: "r", amountPence: 1200, lineIds: [] }],
    };
    const vat = orderVat(facts);
    expect(vat.sold).toEqual([{ basisPoints: 2000, grossPence: 1000, vatPence: 167, netPence: 833 }]);
    expect(vat.refunds[0]).toEqual({
      id: "r",
      rows: [{ basisPoints: 2000, grossPence: 1000, vatPence: 167, netPence: 833 }],
      tipPence: 200,
    });
  });

  it("a delivery fee on an order of free dishes only takes the fallback rate", () => {
    const vat = orderVat({
      lines: [line("free", 350, ZERO, 350)],
      deliveryFeePence: 249,
      deliveryDiscountPence: 0,
      tipPence: 0,
      deliveryFallback: STANDARD,
      refunds: [],
    });
    // Every dish free: the fee follows the goods by their price (the zero-rated dish).
    expect(vat.sold).toEqual([{ basisPoints: 0, grossPence: 249, vatPence: 0, netPence: 249 }]);
    const none = orderVat({
      lines: [],
      deliveryFeePence: 249,
      deliveryDiscountPence: 0,
      tipPence: 0,
      deliveryFallback: STANDARD,
      refunds: [],
    });
    expect(none.sold).toEqual([{ basisPoints: 2000, grossPence: 249, vatPence: 42, netPence: 207 }]);
    expect(none.unallocatedDeliveryPence).toBe(249);
  });
});

describe("orderVat: lines read in another order", () => {
  // Found by order-vat.property.test.ts: two £9.99 dishes at different rates tie for the odd
  // penny of a £2.49 delivery fee, and it went to whichever line was passed first.
  const facts: VatOrderFacts = {
    lines: [line("a-pizza", 999, STANDARD), line("b-salad", 999, ZERO)],
    deliveryFeePence: 249,
    deliveryDiscountPence: 0,
    tipPence: 0,
    deliveryFallback: STANDARD,
    refunds: [],
  };

  it("gives a tied penny to the first line by id, whichever is read first", () => {
    const sold = [
      { basisPoints: 2000, grossPence: 999 + 125, vatPence: 187, netPence: 1124 - 187 },
      { basisPoints: 0, grossPence: 999 + 124, vatPence: 0, netPence: 1123 },
    ];
    expect(orderVat(facts).sold).toEqual(sold);
    const reversed = orderVat({ ...facts, lines: [...facts.lines].reverse() });
    expect(reversed.sold).toEqual(sold);
    expect(reversed.lines.map((l) => [l.id, l.deliveryPence])).toEqual([
      ["b-salad", 124],
      ["a-pizza", 125],
    ]);
  });
});

/** A small seeded generator (mulberry32): the same baskets on every run, many of them. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("orderVat on 5,000 random baskets", () => {
  it("every split adds up to the penny: rows to the total paid, lines to the rows, refunds and what is kept to what was sold", () => {
    const next = random(20261126);
    const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    const rates = [STANDARD, ZERO, REDUCED];
    for (let n = 0; n < 5000; n++) {
      const lines: VatLine[] = Array.from({ length: int(1, 8) }, (_, i) => {
        const qty = int(1, 5);
        const parts = Array.from({ length: int(1, 3) }, () => ({
          ...rates[int(0, 2)]!,
          grossPence: qty * int(0, 2500),
        }));
        return { id: `l${i}`, totalPence: parts.reduce((s, p) => s + p.grossPence, 0), discountPence: 0, parts };
      });
      const subtotal = lines.reduce((s, l) => s + l.totalPence, 0);
      // An offer off the order shared over its lines, sometimes a free line.
      const offer = Math.min(subtotal, int(0, 3) === 0 ? 0 : percentOf(subtotal, int(1, 60)));
      allocate(
        offer,
        lines.map((l) => l.totalPence),
      ).forEach((d, i) => (lines[i]!.discountPence = d));
      if (int(0, 4) === 0) lines[0]!.discountPence = lines[0]!.totalPence;
      const deliveryFeePence = int(0, 1) ? int(0, 600) : 0;
      const deliveryDiscountPence = int(0, 5) === 0 ? deliveryFeePence : 0;
      const tipPence = int(0, 2) === 0 ? int(0, 1000) : 0;
      const paidGoods =
        lines.reduce((s, l) => s + l.totalPence - l.discountPence, 0) + deliveryFeePence - deliveryDiscountPence;
      const paid = paidGoods + tipPence;
      // Refunds as decideRefund allows them: lines each once, amounts within what is left.
      const made: (VatOrderFacts["refunds"][number] & { tipPence: number })[] = [];
      for (let r = 0; r < int(0, 3); r++) {
        const order = { currency: "GBP", paidPence: paid, tipPence, lines, refunds: made };
        const left = paid - made.reduce((s, m) => s + m.amountPence, 0);
        if (left <= 0) break;
        const candidates = lines.filter((l) => !made.some((m) => m.lineIds.includes(l.id)));
        const byLine = int(0, 1) === 1 && candidates.length > 0;
        const decision = decideRefund(
          order,
          byLine
            ? { amountPence: null, lineIds: [candidates[int(0, candidates.length - 1)]!.id] }
            : { amountPence: int(0, 3) === 0 ? left : int(1, left), lineIds: [] },
        );
        if (decision.ok) made.push({ id: `r${r}`, ...decision });
      }
      const refunds: VatOrderFacts["refunds"] = made.map(({ id, amountPence, lineIds }) => ({
        id,
        amountPence,
        lineIds,
      }));

      const vat = orderVat({
        lines,
        deliveryFeePence,
        deliveryDiscountPence,
        tipPence,
        deliveryFallback: STANDARD,
        refunds,
      });
      const problems: string[] = [];
      const same = (what: string, got: number, want: number) =>
        got !== want && problems.push(`${what}: ${got} ≠ ${want}`);
      same("rows = paid", total(vat.sold, "grossPence"), paidGoods);
      for (const r of [...vat.sold, ...vat.kept, ...vat.refunds.flatMap((x) => x.rows)]) {
        same("row net + vat = gross", r.netPence + r.vatPence, r.grossPence);
        if (r.grossPence < 0 || r.netPence < 0) problems.push("negative row");
      }
      for (const r of vat.sold) same("row VAT once per rate", r.vatPence, vatIncluded(r.grossPence, r.basisPoints));
      same("lines = paid", vat.lines.reduce((s, l) => s + l.grossPence, 0) + vat.unallocatedDeliveryPence, paidGoods);
      same(
        "lines VAT = rows VAT",
        vat.lines.reduce((s, l) => s + l.vatPence, 0),
        total(vat.sold, "vatPence") -
          (vat.unallocatedDeliveryPence ? vatIncluded(vat.unallocatedDeliveryPence, 2000) : 0),
      );
      for (const l of vat.lines) same("line net + vat = gross", l.netPence + l.vatPence, l.grossPence);
      vat.refunds.forEach((refund, i) => {
        same("refund rows = amount", total(refund.rows, "grossPence") + refund.tipPence, refunds[i]!.amountPence);
        same("tip part as the refund recorded it", refund.tipPence, made[i]!.tipPence);
      });
      for (const l of vat.lines)
        if (l.refundedPence > l.grossPence) problems.push(`line ${l.id} refunded over its gross`);
      const goodsBack = made.reduce((s, m) => s + m.amountPence - m.tipPence, 0);
      if (vat.unallocatedDeliveryRefundedPence > vat.unallocatedDeliveryPence)
        problems.push("loose delivery fee refunded over itself");
      same(
        "lines refunded = goods refunded",
        vat.lines.reduce((s, l) => s + l.refundedPence, 0) + vat.unallocatedDeliveryRefundedPence,
        goodsBack,
      );
      for (const s of vat.sold) {
        const back = vat.refunds.flatMap((x) => x.rows).filter((r) => r.basisPoints === s.basisPoints);
        const kept = vat.kept.find((r) => r.basisPoints === s.basisPoints)!;
        same("kept + refunded gross = sold", kept.grossPence + total(back, "grossPence"), s.grossPence);
        same("kept + refunded VAT = sold", kept.vatPence + total(back, "vatPence"), s.vatPence);
        same("kept VAT once per rate", kept.vatPence, vatIncluded(kept.grossPence, kept.basisPoints));
      }
      if (problems.length)
        expect(
          problems,
          JSON.stringify({ n, lines, deliveryFeePence, deliveryDiscountPence, tipPence, refunds }),
        ).toEqual([]);
    }
  });
});

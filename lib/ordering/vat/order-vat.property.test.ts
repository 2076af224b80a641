import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { vatIncluded, type VatClass } from "@/lib/platform/vat";
import { allocate } from "@/lib/promotions/shared";
import { decideRefund, type RefundRequest } from "../refunds/amounts";
import { orderVat, type OrderVat, type VatLine, type VatOrderFacts, type VatRow } from "./order-vat";
import { shareOut } from "./share-out";

// Properties of the order's VAT and its refunds (decision 034), searched for counterexamples by
// fast-check. The seed is fixed so that CI runs the same cases; a failure prints the seed and the
// shrunk case. The rules asserted are the ones order-vat.ts and amounts.ts state.
// FC_SEED=<n> FC_RUNS=<n> npx vitest run <this file> hunts further with another seed and more runs.
const runs = { seed: Number(process.env.FC_SEED ?? 20261206), numRuns: Number(process.env.FC_RUNS ?? 1000) };

const sum = (list: readonly number[]) => list.reduce((s, n) => s + n, 0);
const RATES: Record<VatClass, number> = { standard: 2000, reduced: 500, zero: 0 };

const vatClass = fc.constantFrom<VatClass>("standard", "zero", "reduced");
// Menu prices repeat (two £9.99 pizzas, a £1.00 dip), so ties for a penny are common.
const pence = fc.oneof(fc.constantFrom(0, 50, 100, 249, 999, 1299), fc.integer({ min: 0, max: 3000 }));
const part = fc.record({ vatClass, grossPence: pence });

/** A line as create_order freezes it: the dish and its extras, and its share of the offers. */
const line = fc
  .record({
    parts: fc.array(part, { minLength: 1, maxLength: 3 }),
    discount: fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
  })
  .map(({ parts, discount }) => {
    const totalPence = sum(parts.map((p) => p.grossPence));
    return {
      totalPence,
      discountPence: Math.floor(totalPence * discount),
      parts: parts.map((p) => ({ vatClass: p.vatClass, basisPoints: RATES[p.vatClass], grossPence: p.grossPence })),
    };
  });

/** A refund asked for as the admin can: everything left, some lines, or an amount (a fraction of what is left). */
const request = fc.oneof(
  fc.constant({ kind: "rest" as const }),
  fc.record({ kind: fc.constant("lines" as const), pick: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant("amount" as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
);

/** `tips`: each refund's tip part as the refund module decided and recorded it. */
type Order = { facts: VatOrderFacts; paidPence: number; goodsPence: number; tips: number[] };

const order = fc
  .record({
    lines: fc.array(line, { maxLength: 6 }),
    deliveryFeePence: fc.constantFrom(0, 0, 1, 199, 249, 350),
    isFreeDelivery: fc.boolean(),
    tipPence: fc.constantFrom(0, 0, 1, 50, 100, 250),
    requests: fc.array(request, { maxLength: 5 }),
  })
  .map(({ lines, deliveryFeePence, isFreeDelivery, tipPence, requests }): Order => {
    const vatLines: VatLine[] = lines.map((l, i) => ({ id: `line-${i}`, ...l }));
    const deliveryDiscountPence = isFreeDelivery ? deliveryFeePence : 0;
    const goodsPence =
      sum(vatLines.map((l) => l.totalPence - l.discountPence)) + deliveryFeePence - deliveryDiscountPence;
    const paidPence = goodsPence + tipPence;
    // The refunds go through the refund module's own decision, as request_refund does.
    const refunds: VatOrderFacts["refunds"] = [];
    const tips: number[] = [];
    for (const r of requests) {
      const left = paidPence - sum(refunds.map((x) => x.amountPence));
      const asked: RefundRequest =
        r.kind === "rest"
          ? { amountPence: null, lineIds: [] }
          : r.kind === "lines"
            ? {
                amountPence: null,
                lineIds: vatLines.length ? r.pick.map((n) => vatLines[n % vatLines.length]!.id) : [],
              }
            : { amountPence: Math.max(1, Math.floor(left * r.share)), lineIds: [] };
      const decided = decideRefund(
        { currency: "GBP", paidPence, tipPence, lines: vatLines, refunds },
        asked.lineIds.length || asked.amountPence !== null ? asked : { amountPence: null, lineIds: [] },
      );
      if (!decided.ok) continue;
      refunds.push({ id: `refund-${refunds.length}`, amountPence: decided.amountPence, lineIds: decided.lineIds });
      tips.push(decided.tipPence);
    }
    return {
      facts: {
        lines: vatLines,
        deliveryFeePence,
        deliveryDiscountPence,
        tipPence,
        deliveryFallback: { vatClass: "standard", basisPoints: 2000 },
        refunds,
      },
      paidPence,
      goodsPence,
      tips,
    };
  });

function expectRowsConsistent(rows: VatRow[]) {
  for (const r of rows) {
    expect(r.vatPence).toBe(vatIncluded(r.grossPence, r.basisPoints));
    expect(r.netPence).toBe(r.grossPence - r.vatPence);
  }
}

/** A field of the rows added up by rate; a rate with nothing at it has no entry. */
function byRate(rows: VatRow[], field: "grossPence" | "vatPence"): Map<number, number> {
  const m = new Map<number, number>();
  for (const r of rows) m.set(r.basisPoints, (m.get(r.basisPoints) ?? 0) + r[field]);
  for (const [rate, pence] of m) if (!pence) m.delete(rate);
  return m;
}

describe("shareOut (properties)", () => {
  it("gives out exactly the amount, each part its proportion rounded down or up, all of it to the first when nothing weighs", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 1, maxLength: 10 }),
        (amount, weights) => {
          const parts = shareOut(amount, weights);
          expect(sum(parts)).toBe(amount);
          const total = sum(weights);
          parts.forEach((p, i) => {
            expect(Number.isInteger(p)).toBe(true);
            expect(Math.sign(p) * Math.sign(amount)).toBeGreaterThanOrEqual(0);
            const floor = total ? Math.floor((Math.abs(amount) * weights[i]!) / total) : i === 0 ? Math.abs(amount) : 0;
            expect([floor, floor + 1]).toContain(Math.abs(p));
          });
        },
      ),
      runs,
    );
  });

  it("shares a discount as the promotions' allocate does when it fits: largest remainder, ties to the first", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 1, maxLength: 10 }),
        (amount, weights) => {
          fc.pre(amount <= sum(weights));
          expect(allocate(amount, weights)).toEqual(shareOut(amount, weights));
        },
      ),
      runs,
    );
  });
});

describe("orderVat (properties)", () => {
  it("sells exactly what was paid for goods and delivery, the tip in no rate, VAT once per rate on its gross", () => {
    fc.assert(
      fc.property(order, ({ facts, goodsPence }) => {
        const vat = orderVat(facts);
        expect(sum(vat.sold.map((r) => r.grossPence))).toBe(goodsPence);
        expectRowsConsistent(vat.sold);
        const rates = vat.sold.map((r) => r.basisPoints);
        expect(rates).toEqual([...new Set(rates)].sort((a, b) => b - a));
        // Zero-rated goods carry no VAT.
        expect(vat.sold.find((r) => r.basisPoints === 0)?.vatPence ?? 0).toBe(0);
      }),
      runs,
    );
  });

  it("shares the order's figures over its lines to the penny: paid, delivery, gross and VAT", () => {
    fc.assert(
      fc.property(order, ({ facts, goodsPence }) => {
        const vat = orderVat(facts);
        const deliveryPaid = facts.deliveryFeePence - facts.deliveryDiscountPence;
        vat.lines.forEach((l, i) => {
          const own = facts.lines[i]!;
          expect(l.id).toBe(own.id);
          expect(l.paidPence).toBe(own.totalPence - own.discountPence);
          expect(l.deliveryPence).toBeGreaterThanOrEqual(0);
          expect(l.vatPence).toBeGreaterThanOrEqual(0);
          expect(l.vatPence).toBeLessThanOrEqual(l.grossPence);
          expect(l.grossPence).toBe(l.paidPence + l.deliveryPence);
          expect(l.netPence).toBe(l.grossPence - l.vatPence);
          // A line wholly zero-rated carries no VAT, its delivery share included.
          if (l.basisPoints.every((b) => b === 0)) expect(l.vatPence).toBe(0);
        });
        expect(sum(vat.lines.map((l) => l.deliveryPence)) + vat.unallocatedDeliveryPence).toBe(deliveryPaid);
        expect(sum(vat.lines.map((l) => l.grossPence)) + vat.unallocatedDeliveryPence).toBe(goodsPence);
        // The lines' VAT is the rates' VAT shared back; a delivery fee that followed no line is at the fallback rate.
        const unallocatedVat = vat.unallocatedDeliveryPence
          ? vatIncluded(vat.unallocatedDeliveryPence, facts.deliveryFallback.basisPoints)
          : 0;
        expect(sum(vat.lines.map((l) => l.vatPence)) + unallocatedVat).toBe(sum(vat.sold.map((r) => r.vatPence)));
      }),
      runs,
    );
  });

  it("takes each refund off the rates and the tip to the penny, and keeps sold = refunded + kept at each rate", () => {
    fc.assert(
      fc.property(order, ({ facts, paidPence, tips }) => {
        const vat = orderVat(facts);
        // The tip is given back last, the same part of each refund as the refund recorded.
        expect(vat.refunds.map((r) => r.tipPence)).toEqual(tips);
        const refunded = sum(facts.refunds.map((r) => r.amountPence));
        expect(refunded).toBeLessThanOrEqual(paidPence);
        vat.refunds.forEach((r, i) => {
          expect(r.id).toBe(facts.refunds[i]!.id);
          expect(sum(r.rows.map((x) => x.grossPence)) + r.tipPence).toBe(facts.refunds[i]!.amountPence);
          r.rows.forEach((x) => expect(x.grossPence).toBeGreaterThan(0));
          r.rows.forEach((x) => expect(x.netPence).toBe(x.grossPence - x.vatPence));
        });
        expect(sum(vat.refunds.map((r) => r.tipPence))).toBeLessThanOrEqual(facts.tipPence);
        expectRowsConsistent(vat.kept);
        const back = vat.refunds.flatMap((r) => r.rows);
        for (const field of ["grossPence", "vatPence"] as const) {
          const sold = byRate(vat.sold, field);
          const returned = byRate(back, field);
          const kept = byRate(vat.kept, field);
          for (const [rate, pence] of sold) expect((returned.get(rate) ?? 0) + (kept.get(rate) ?? 0)).toBe(pence);
          for (const [rate, pence] of [...returned, ...kept]) {
            expect(sold.has(rate)).toBe(true);
            expect(pence).toBeGreaterThan(0);
          }
        }
        // What refunds gave back of the lines is what they gave back of the goods, none beyond its line.
        vat.lines.forEach((l) => expect(l.refundedPence).toBeLessThanOrEqual(l.grossPence));
        expect(vat.unallocatedDeliveryRefundedPence).toBeLessThanOrEqual(vat.unallocatedDeliveryPence);
        expect(sum(vat.lines.map((l) => l.refundedPence)) + vat.unallocatedDeliveryRefundedPence).toBe(
          refunded - sum(vat.refunds.map((r) => r.tipPence)),
        );
      }),
      runs,
    );
  });

  it("a refund of everything gives back exactly what was paid: each rate's gross and VAT, each line, the tip", () => {
    fc.assert(
      fc.property(order, ({ facts, paidPence }) => {
        const rest = paidPence - sum(facts.refunds.map((r) => r.amountPence));
        const all = rest > 0 ? [...facts.refunds, { id: "rest", amountPence: rest, lineIds: [] }] : facts.refunds;
        const vat = orderVat({ ...facts, refunds: all });
        expect(vat.kept.every((r) => r.grossPence === 0 && r.vatPence === 0)).toBe(true);
        const back = vat.refunds.flatMap((r) => r.rows);
        expect(byRate(back, "grossPence")).toEqual(byRate(vat.sold, "grossPence"));
        expect(byRate(back, "vatPence")).toEqual(byRate(vat.sold, "vatPence"));
        expect(sum(vat.refunds.map((r) => r.tipPence))).toBe(facts.tipPence);
        vat.lines.forEach((l) => expect(l.refundedPence).toBe(l.grossPence));
        expect(vat.unallocatedDeliveryRefundedPence).toBe(vat.unallocatedDeliveryPence);
      }),
      runs,
    );
  });

  it("a line refund before any other gives back what was paid for the lines, at their rates", () => {
    fc.assert(
      fc.property(order, fc.nat(), ({ facts, paidPence }, pick) => {
        fc.pre(facts.lines.length > 0);
        const chosen = facts.lines[pick % facts.lines.length]!;
        const decided = decideRefund(
          { currency: "GBP", paidPence, tipPence: facts.tipPence, lines: facts.lines, refunds: [] },
          { amountPence: null, lineIds: [chosen.id] },
        );
        fc.pre(decided.ok);
        const vat = orderVat({
          ...facts,
          refunds: [{ id: "r", amountPence: chosen.totalPence - chosen.discountPence, lineIds: [chosen.id] }],
        });
        const refund = vat.refunds[0]!;
        expect(refund.tipPence).toBe(0);
        const own = orderVat({ ...facts, refunds: [] }).lines.find((l) => l.id === chosen.id)!;
        // Each of the line's rates gives back its share of what was paid for the line.
        const rates = new Set(refund.rows.map((r) => r.basisPoints));
        for (const rate of rates) expect(own.basisPoints).toContain(rate);
      }),
      runs,
    );
  });

  it("does not depend on the order the lines are read in", () => {
    fc.assert(
      fc.property(order, ({ facts }) => {
        const vat = orderVat(facts);
        const reversed = orderVat({ ...facts, lines: [...facts.lines].reverse() });
        expect(reversed.sold).toEqual(vat.sold);
        expect(reversed.refunds).toEqual(vat.refunds);
        expect(reversed.kept).toEqual(vat.kept);
        const byId = (v: OrderVat) => [...v.lines].sort((a, b) => a.id.localeCompare(b.id));
        expect(byId(reversed)).toEqual(byId(vat));
      }),
      runs,
    );
  });
});

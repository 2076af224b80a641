import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decideRefund, type RefundableOrder, type RefundRequest } from "./amounts";

// Properties of how much refunds may give back, searched for counterexamples by fast-check. The
// seed is fixed so that CI runs the same cases; a failure prints the seed and the shrunk case.
// FC_SEED=<n> FC_RUNS=<n> npx vitest run <this file> hunts further with another seed and more runs.
const runs = { seed: Number(process.env.FC_SEED ?? 20261206), numRuns: Number(process.env.FC_RUNS ?? 1000) };

const sum = (list: readonly number[]) => list.reduce((s, n) => s + n, 0);

const lines = fc.array(
  fc
    .record({ totalPence: fc.integer({ min: 0, max: 4000 }), off: fc.double({ min: 0, max: 1, noNaN: true }) })
    .map(({ totalPence, off }) => ({ totalPence, discountPence: Math.floor(totalPence * off) })),
  { maxLength: 6 },
);

/** What the admin may ask for: everything left, some lines (repeats included), an amount, or both. */
const request = fc.oneof(
  fc.constant({ kind: "rest" as const }),
  fc.record({ kind: fc.constant("lines" as const), pick: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant("amount" as const), pence: fc.integer({ min: -100, max: 6000 }) }),
  fc.record({ kind: fc.constant("both" as const), pence: fc.integer({ min: 1, max: 6000 }) }),
);

const order = fc.record({
  lines,
  deliveryPence: fc.constantFrom(0, 249),
  tipPence: fc.constantFrom(0, 0, 1, 100, 250),
  requests: fc.array(request, { maxLength: 8 }),
});

describe("decideRefund (properties)", () => {
  it("successive refunds never give back more than was paid, the tip last and never more than it", () => {
    fc.assert(
      fc.property(order, ({ lines: ls, deliveryPence, tipPence, requests }) => {
        const withIds = ls.map((l, i) => ({ id: `line-${i}`, ...l }));
        const goodsPence = sum(withIds.map((l) => l.totalPence - l.discountPence)) + deliveryPence;
        const refundable: RefundableOrder = {
          currency: "GBP",
          paidPence: goodsPence + tipPence,
          tipPence,
          lines: withIds,
          refunds: [],
        };
        const tips: number[] = [];
        for (const r of requests) {
          const lineIds =
            (r.kind === "lines" || r.kind === "both") && withIds.length
              ? (r.kind === "lines" ? r.pick : [0]).map((n) => withIds[n % withIds.length]!.id)
              : [];
          const asked: RefundRequest = {
            amountPence: r.kind === "amount" || r.kind === "both" ? r.pence : null,
            lineIds,
          };
          const decided = decideRefund(refundable, asked);
          if (!decided.ok) {
            // Refused with a reason the admin can read, never a figure nobody asked for.
            expect(decided.message.length).toBeGreaterThan(0);
            continue;
          }
          expect(Number.isInteger(decided.amountPence)).toBe(true);
          expect(decided.amountPence).toBeGreaterThan(0);
          expect(decided.tipPence).toBeGreaterThanOrEqual(0);
          expect(decided.tipPence).toBeLessThanOrEqual(decided.amountPence);
          // A line refund gives back goods only, at most what was paid for the lines.
          if (decided.lineIds.length) {
            expect(decided.tipPence).toBe(0);
            const paid = sum(
              decided.lineIds.map((id) => {
                const l = withIds.find((x) => x.id === id)!;
                return l.totalPence - l.discountPence;
              }),
            );
            expect(decided.amountPence).toBeLessThanOrEqual(paid);
            expect(new Set(decided.lineIds).size).toBe(decided.lineIds.length);
            for (const id of decided.lineIds)
              expect(refundable.refunds.some((x) => x.lineIds.includes(id))).toBe(false);
          }
          refundable.refunds.push({ amountPence: decided.amountPence, lineIds: decided.lineIds });
          tips.push(decided.tipPence);
          const refunded = sum(refundable.refunds.map((x) => x.amountPence));
          expect(refunded).toBeLessThanOrEqual(refundable.paidPence);
          // Goods first: no penny of the tip goes back while goods are left.
          expect(sum(tips)).toBe(Math.max(0, refunded - goodsPence));
        }
        // Whatever came before, a refund of the rest gives back exactly what was paid, the tip in full.
        const rest = decideRefund(refundable, { amountPence: null, lineIds: [] });
        const before = sum(refundable.refunds.map((x) => x.amountPence));
        if (before === refundable.paidPence) expect(rest.ok).toBe(false);
        else {
          expect(rest).toMatchObject({ ok: true, amountPence: refundable.paidPence - before });
          if (rest.ok) expect(sum(tips) + rest.tipPence).toBe(tipPence);
        }
      }),
      runs,
    );
  });
});

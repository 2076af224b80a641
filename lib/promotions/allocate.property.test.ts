import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate, percentOf } from "./allocate";

// Properties of the promotions' split, searched for counterexamples by fast-check. The seed is
// fixed so that CI runs the same cases; a failure prints the seed and the shrunk case.
// FC_SEED=<n> FC_RUNS=<n> npx vitest run <this file> hunts further with another seed and more runs.
const runs = { seed: Number(process.env.FC_SEED ?? 20261206), numRuns: Number(process.env.FC_RUNS ?? 2000) };

const pence = fc.integer({ min: 0, max: 200_000 });
const weights = fc.array(fc.integer({ min: 0, max: 50_000 }), { maxLength: 12 });
const sum = (list: readonly number[]) => list.reduce((s, n) => s + n, 0);

describe("allocate (properties)", () => {
  it("gives out exactly the amount, capped at the weights' total, none negative or above its weight", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 300_000 }), weights, (amount, ws) => {
        const parts = allocate(amount, ws);
        expect(parts).toHaveLength(ws.length);
        expect(sum(parts)).toBe(Math.max(0, Math.min(amount, sum(ws))));
        parts.forEach((p, i) => {
          expect(Number.isInteger(p)).toBe(true);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(ws[i]!);
        });
      }),
      runs,
    );
  });

  it("gives each part its proportion rounded down or up, never further off", () => {
    fc.assert(
      fc.property(pence, weights, (amount, ws) => {
        const total = sum(ws);
        fc.pre(total > 0);
        const capped = Math.min(amount, total);
        allocate(amount, ws).forEach((p, i) => {
          const floor = Math.floor((capped * ws[i]!) / total);
          expect([floor, floor + 1]).toContain(p);
        });
      }),
      runs,
    );
  });

  it("rounds a percentage half up to the penny, as integer arithmetic does", () => {
    fc.assert(
      fc.property(pence, fc.integer({ min: 0, max: 100 }), (amount, percent) => {
        expect(percentOf(amount, percent)).toBe(Math.floor((amount * percent * 2 + 100) / 200));
      }),
      runs,
    );
  });
});

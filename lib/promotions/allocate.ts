/**
 * Shares `amount` pence out over `weights` in proportion (largest remainder, ties to the first),
 * so that the parts add up to exactly `amount` and none exceeds its weight: a discount spread
 * over lines never makes a line negative, and a refund by line gives back exactly what was paid
 * for it. The remainders are integers: as fractions, two equal ones could differ in the last
 * bit (£5 over £6.99, £17.98 and £29.98 ties the first two at 3315/5495, yet the second's
 * fraction came out larger), and the penny went to the second.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const capped = Math.min(amount, total);
  const order = weights.map((w, i) => ({ i, r: (capped * w) % total }));
  const parts = weights.map((w, i) => (capped * w - order[i]!.r) / total);
  let left = capped - parts.reduce((s, p) => s + p, 0);
  order.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (parts[i]! < weights[i]!) {
      parts[i]! += 1;
      left -= 1;
    }
  }
  return parts;
}

/** Percent of an amount in pence, rounded half up to the penny (5% of 1249 → 62, of 1250 → 63). */
export function percentOf(pence: number, percent: number): number {
  return Math.round((pence * percent) / 100);
}

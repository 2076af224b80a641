/**
 * Shares `amount` pence out over `weights` in proportion, to the penny (largest remainder, ties to
 * the first), so the parts add up to exactly `amount`. Unlike the promotions' `allocate` a part
 * may exceed its weight: a £2.49 delivery fee follows a £1.00 dip. Integer arithmetic throughout,
 * so no float ever decides a penny. Nothing to weigh by: all of it goes to the first.
 */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  if (!weights.length) return [];
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const sign = amount < 0 ? -1 : 1;
  const whole = Math.abs(amount);
  const remainders = weights.map((w, i) => ({ i, r: (whole * w) % total }));
  const parts = weights.map((w, i) => (whole * w - remainders[i]!.r) / total);
  let left = whole - parts.reduce((s, p) => s + p, 0);
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of remainders) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts.map((p) => sign * p);
}

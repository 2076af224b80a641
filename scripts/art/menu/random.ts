/**
 * Seeded randomness so that every picture is reproducible: the generator
 * script is re-run on every machine and the SVGs must come out byte-for-byte
 * identical, otherwise the repo would churn on every run.
 */

/** FNV-1a: tiny, dependency-free and good enough to spread similar slugs apart. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

/** mulberry32: a 32-bit state is plenty for a few hundred draws per picture. */
export function createRng(seedText: string): Rng {
  let state = hashString(seedText);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error("pick() from an empty list");
      return items[Math.floor(next() * items.length)] as T;
    },
    chance: (probability) => next() < probability,
  };
}

/**
 * Scatters points in a disc, keeping them apart so toppings don't pile on top
 * of each other. Rejection sampling with a fixed attempt budget keeps it
 * deterministic and bounded even when the disc is too small for `count`.
 */
export function scatterInDisc(
  rng: Rng,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  minGap: number,
): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let attempt = 0; attempt < count * 40 && points.length < count; attempt++) {
    // sqrt() keeps the density even instead of crowding the centre.
    const r = radius * Math.sqrt(rng.next());
    const a = rng.range(0, Math.PI * 2);
    const x = cx + r * Math.cos(a);
    const y = cy + r * Math.sin(a);
    if (points.every(([px, py]) => (px - x) ** 2 + (py - y) ** 2 >= minGap * minGap)) points.push([x, y]);
  }
  return points;
}

/** Same idea as scatterInDisc, for rectangular areas (leaves in a bowl, crumbs on a board). */
export function scatterInBox(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  minGap: number,
): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let attempt = 0; attempt < count * 40 && points.length < count; attempt++) {
    const px = x + rng.next() * w;
    const py = y + rng.next() * h;
    if (points.every(([qx, qy]) => (qx - px) ** 2 + (qy - py) ** 2 >= minGap * minGap)) points.push([px, py]);
  }
  return points;
}

import { FOOD } from "../palette";
import type { Rng } from "../random";
import { blob, circle, d, g, leafPath, line, n, path, rotatePoint, rotatedRect, specks } from "../svg";

/** What can sit on a pizza or inside a calzone; each has its own shape and colour so dishes tell apart at a glance. */
export type Topping =
  | "mozzarella"
  | "pepperoni"
  | "basil"
  | "mushroom"
  | "greenPepper"
  | "redPepper"
  | "olive"
  | "onion"
  | "pineapple"
  | "ham"
  | "chicken"
  | "sweetcorn"
  | "beef"
  | "sausage"
  | "jalapeno"
  | "spinach";

/**
 * Flat pieces go down first and small garnish last, as a cook would scatter them; otherwise the
 * basil of a Margherita hides under its mozzarella.
 */
export const TOPPING_LAYER_ORDER: readonly Topping[] = [
  "mozzarella",
  "ham",
  "pepperoni",
  "spinach",
  "chicken",
  "pineapple",
  "sausage",
  "beef",
  "mushroom",
  "greenPepper",
  "redPepper",
  "onion",
  "jalapeno",
  "olive",
  "sweetcorn",
  "basil",
];

type Spot = readonly [number, number];

/** A closed polygon through points given relative to (x, y), turned by `deg`. */
function polygon(x: number, y: number, deg: number, points: ReadonlyArray<readonly [number, number]>): string {
  let out = "";
  points.forEach(([px, py], i) => {
    const [rx, ry] = rotatePoint(x + px, y + py, x, y, deg);
    out += `${i === 0 ? "M" : "L"}${n(rx)} ${n(ry)}`;
  });
  return `${out}Z`;
}

/** An open arc (pepper strip, onion ring) centred on (x, y): a quadratic bow turned by `deg`. */
function bow(x: number, y: number, deg: number, half: number, rise: number): string {
  const [ax, ay] = rotatePoint(x - half, y + rise / 2, x, y, deg);
  const [cx, cy] = rotatePoint(x, y - rise, x, y, deg);
  const [bx, by] = rotatePoint(x + half, y + rise / 2, x, y, deg);
  return d`M${ax} ${ay}Q${cx} ${cy} ${bx} ${by}`;
}

/** A short stroke through (x, y) at `deg`, for grill marks and fibres. */
function dash(x: number, y: number, deg: number, half: number): number[] {
  const a = (deg * Math.PI) / 180;
  return [x - Math.cos(a) * half, y - Math.sin(a) * half, Math.cos(a) * half * 2, Math.sin(a) * half * 2];
}

/**
 * Draws every piece of one topping as a single group: one path per layer (body, outline detail,
 * spots) rather than an element per piece, which keeps a 20-topping pizza to a few kilobytes.
 * The group is tagged with the topping so tests can tell a Pepperoni from a Margherita.
 */
export function drawToppings(kind: Topping, spots: readonly Spot[], rng: Rng, scale = 1): string {
  if (spots.length === 0) return "";
  const s = scale;
  const angles = spots.map(() => rng.range(0, 360));
  let body = "";
  switch (kind) {
    case "mozzarella": {
      // Torn rounds of fresh mozzarella, melted flat, with a golden blister or two.
      let rounds = "";
      const blisters: number[][] = [];
      for (const [x, y] of spots) {
        rounds += blob(rng, x, y, 20 * s, 17 * s, 3 * s, 9);
        blisters.push([x + rng.range(-7, 7) * s, y + rng.range(-6, 6) * s, 2 * s, 0.5 * s]);
      }
      body =
        path(rounds, "#fffcf3", { stroke: "#f3d9a4", "stroke-width": 2.4 * s }) +
        specks(blisters, "#f1bf63", 5 * s, { opacity: 0.75 });
      break;
    }
    case "pepperoni": {
      // Round slices with a darker rim and fat spots: the classic cupped-pepperoni look.
      const fat: number[][] = [];
      const shine: number[][] = [];
      for (const [x, y] of spots) {
        body += circle(x, y, 14 * s, FOOD.pepperoni);
        fat.push([x - 5 * s, y - 3 * s], [x + 5 * s, y + 2 * s], [x - 1 * s, y + 7 * s]);
        shine.push([x - 7 * s, y - 7 * s, 4 * s, -2 * s]);
      }
      body = g(body, { stroke: FOOD.pepperoniDark, "stroke-width": 2.2 * s });
      body += specks(fat, FOOD.pepperoniDark, 4 * s) + specks(shine, "#e0604f", 2.2 * s, { opacity: 0.8 });
      break;
    }
    case "ham": {
      // Pink squares of smoked ham with a paler streak of fat.
      let squares = "";
      const fat: number[][] = [];
      spots.forEach(([x, y], i) => {
        const a = angles[i] ?? 0;
        squares += rotatedRect(x - 10 * s, y - 9 * s, 20 * s, 18 * s, x, y, a);
        fat.push(dash(x, y - 3 * s, a, 6 * s));
      });
      body =
        path(squares, FOOD.ham, { stroke: FOOD.hamDark, "stroke-width": 1.6 * s }) + specks(fat, "#fbd0c8", 2.4 * s);
      break;
    }
    case "pineapple": {
      // Chunky yellow wedges with a deeper-yellow fibre line.
      let chunks = "";
      const fibres: number[][] = [];
      spots.forEach(([x, y], i) => {
        const a = angles[i] ?? 0;
        chunks += polygon(x, y, a, [
          [-13 * s, -8 * s],
          [13 * s, -8 * s],
          [7 * s, 9 * s],
          [-7 * s, 9 * s],
        ]);
        fibres.push(dash(x, y, a, 5 * s));
      });
      body =
        path(chunks, FOOD.pineapple, { stroke: FOOD.pineappleDark, "stroke-width": 1.8 * s }) +
        specks(fibres, FOOD.pineappleDark, 1.6 * s);
      break;
    }
    case "chicken": {
      // Torn pieces of roast chicken, pale inside and golden at the edges, with grill marks
      // across them: no other topping is striped.
      let chunks = "";
      const stripes: number[][] = [];
      spots.forEach(([x, y], i) => {
        const a = angles[i] ?? 0;
        chunks += blob(rng, x, y, 15 * s, 10 * s, 3 * s, 9);
        const [ax, ay] = rotatePoint(x - 5 * s, y, x, y, a);
        const [bx, by] = rotatePoint(x + 5 * s, y, x, y, a);
        stripes.push(dash(ax, ay, a + 70, 6 * s), dash(bx, by, a + 70, 6 * s));
      });
      body =
        path(chunks, "#f1cf9b", { stroke: "#c0803d", "stroke-width": 2.4 * s }) +
        specks(stripes, "#8a4a1c", 2 * s, { opacity: 0.7 });
      break;
    }
    case "beef": {
      let crumbs = "";
      for (const [x, y] of spots) {
        crumbs +=
          blob(rng, x - 3 * s, y, 7 * s, 6 * s, 2 * s, 6) + blob(rng, x + 6 * s, y + 5 * s, 5 * s, 4.5 * s, 1.5 * s, 6);
      }
      body = path(crumbs, FOOD.beef, { stroke: FOOD.beefDark, "stroke-width": 1.2 * s });
      break;
    }
    case "sausage": {
      // Slices of Italian sausage: brown round with pale flecks of fat and fennel.
      const flecks: number[][] = [];
      for (const [x, y] of spots) {
        body += circle(x, y, 9 * s, FOOD.sausage);
        flecks.push([x - 3 * s, y - 2 * s], [x + 3 * s, y + 3 * s]);
      }
      body = g(body, { stroke: "#6e3418", "stroke-width": 1.8 * s }) + specks(flecks, "#f0c09a", 2.6 * s);
      break;
    }
    case "mushroom": {
      // A sliced mushroom seen from above: cap arc plus stem, the silhouette people recognise.
      let slices = "";
      spots.forEach(([x, y], i) => {
        const a = angles[i] ?? 0;
        const [ax, ay] = rotatePoint(x - 12 * s, y + s, x, y, a);
        const [bx, by] = rotatePoint(x + 12 * s, y + s, x, y, a);
        slices += d`M${ax} ${ay}A${12 * s} ${11 * s} ${a} 0 1 ${bx} ${by}Z`;
        slices += polygon(x, y, a, [
          [-4 * s, 0],
          [4 * s, 0],
          [3 * s, 9 * s],
          [-3 * s, 9 * s],
        ]);
      });
      body = path(slices, "#efdcc0", { stroke: "#8d6640", "stroke-width": 1.8 * s });
      break;
    }
    case "greenPepper":
    case "redPepper": {
      let strips = "";
      spots.forEach(([x, y], i) => (strips += bow(x, y, angles[i] ?? 0, 12 * s, 12 * s)));
      const [colour, dark] = kind === "greenPepper" ? [FOOD.greenPepper, "#23682a"] : [FOOD.redPepper, "#8f1d12"];
      // Darker underlay peeking out on one side gives the strip some thickness.
      body = line(strips, dark, 7 * s) + line(strips, colour, 4.6 * s);
      break;
    }
    case "onion": {
      // Red onion: a purple ring with its paler inner layer.
      let rings = "";
      spots.forEach(([x, y], i) => (rings += bow(x, y, angles[i] ?? 0, 11 * s, 11 * s)));
      body = line(rings, FOOD.onion, 4 * s) + line(rings, "#e7bde0", 1.4 * s);
      break;
    }
    case "olive": {
      for (const [x, y] of spots) body += circle(x, y, 6.5 * s, "none");
      body = g(body, { stroke: FOOD.olive, "stroke-width": 4.5 * s });
      break;
    }
    case "sweetcorn": {
      // A little cluster of kernels, outlined so they stand out on yellow cheese.
      const kernels: number[][] = [];
      for (const [x, y] of spots) kernels.push([x - 4 * s, y], [x + 4 * s, y + 2 * s], [x, y - 5 * s]);
      body = specks(kernels, "#c98a00", 8.4 * s) + specks(kernels, FOOD.sweetcorn, 6 * s);
      break;
    }
    case "jalapeno": {
      for (const [x, y] of spots) body += circle(x, y, 7.5 * s, "#8fd16a");
      body = g(body, { stroke: FOOD.jalapeno, "stroke-width": 3 * s });
      body += specks(spots, "#f4f1d0", 3.6 * s);
      break;
    }
    case "basil":
    case "spinach": {
      let leaves = "";
      let ribs = "";
      spots.forEach(([x, y], i) => {
        const a = angles[i] ?? 0;
        leaves += leafPath(x, y, (kind === "basil" ? 13 : 15) * s, a, 0.85, 0.85);
        const [ax, ay] = rotatePoint(x - 10 * s, y, x, y, a);
        const [bx, by] = rotatePoint(x + 10 * s, y, x, y, a);
        ribs += d`M${ax} ${ay}L${bx} ${by}`;
      });
      const [colour, rib] = kind === "basil" ? [FOOD.basil, FOOD.basilLight] : ["#2f6e2c", "#4f944a"];
      body = path(leaves, colour) + line(ribs, rib, 1.4 * s);
      break;
    }
  }
  return g(body, { "data-topping": kind });
}

/** One piece of a topping, for garnish outside a pizza (the Happy Meal's mini Margherita). */
export function drawTopping(kind: Topping, x: number, y: number, rng: Rng, scale = 1): string {
  return drawToppings(kind, [[x, y]], rng, scale);
}

/**
 * Shares the spots out among a dish's toppings, as evenly as they divide, so every one of them
 * shows; each spot goes to the topping whose nearest piece is farthest away, which mixes them
 * over the dish instead of leaving a clump of one. They are then drawn layer by layer.
 */
export function scatterToppings(toppings: readonly Topping[], spots: readonly Spot[], rng: Rng, scale = 1): string {
  if (toppings.length === 0) return "";
  const byKind = new Map<Topping, Spot[]>(toppings.map((kind) => [kind, []]));
  const quota = Math.ceil(spots.length / toppings.length);
  for (const spot of spots) {
    let best: Topping | undefined;
    let bestGap = -1;
    for (const kind of toppings) {
      const placed = byKind.get(kind) ?? [];
      if (placed.length >= quota) continue;
      const gap = Math.min(Infinity, ...placed.map(([x, y]) => (x - spot[0]) ** 2 + (y - spot[1]) ** 2));
      // Ties (no piece yet) go to the first topping in the dish's list.
      if (gap > bestGap) {
        best = kind;
        bestGap = gap;
      }
    }
    if (best) byKind.get(best)?.push(spot);
  }
  let out = "";
  for (const kind of TOPPING_LAYER_ORDER) {
    const kindSpots = byKind.get(kind);
    if (kindSpots) out += drawToppings(kind, kindSpots, rng, scale);
  }
  return out;
}

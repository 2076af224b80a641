import type { ArtContext } from "../context";
import { PLAIN_BASE, type DishArt } from "../dishes";
import { FOOD } from "../palette";
import { scatterInDisc, type Rng } from "../random";
import { blob, circle, d, line, path, shadow, specks } from "../svg";
import { scatterToppings, type Topping } from "./toppings";

/**
 * A pizza added later in the admin has no entry in dishes.ts: make a fair guess from its name,
 * and otherwise show cheese and tomato rather than toppings it may not have.
 */
const GUESSES: ReadonlyArray<readonly [string, DishArt]> = [
  ["margherita", { sauce: "tomato", isCheesy: false, toppings: ["mozzarella", "basil"] }],
  ["hawaiian", { sauce: "tomato", isCheesy: true, toppings: ["ham", "pineapple"] }],
  ["bbq", { sauce: "bbq", isCheesy: true, toppings: ["chicken", "onion", "greenPepper"] }],
  ["meat", { sauce: "tomato", isCheesy: true, toppings: ["pepperoni", "ham", "beef", "sausage"] }],
  ["pepperoni", { sauce: "tomato", isCheesy: true, toppings: ["pepperoni"] }],
  ["veg", { sauce: "tomato", isCheesy: true, toppings: ["mushroom", "greenPepper", "onion", "olive", "sweetcorn"] }],
  ["chicken", { sauce: "tomato", isCheesy: true, toppings: ["chicken", "sweetcorn"] }],
];

function dishFor(ctx: ArtContext): DishArt {
  if (ctx.dish) return ctx.dish;
  // A variant is the base on its own (see PLAIN_BASE).
  if (ctx.kind !== "item") return PLAIN_BASE;
  return GUESSES.find(([word]) => ctx.has(word))?.[1] ?? PLAIN_BASE;
}

/** More kinds of topping need more pieces for each to show, but a pizza only holds so many. */
function pieceCount(toppings: readonly Topping[]): number {
  return toppings.length === 0 ? 0 : Math.min(24, 10 + 3 * toppings.length);
}

/**
 * Evenly spread points in a disc (Mitchell's best candidate): each point is the candidate
 * farthest from those already placed, the rim counting as a neighbour so pieces stay off the
 * crust. Random scatter leaves clumps and bare patches a cook would not.
 */
function spreadInDisc(rng: Rng, cx: number, cy: number, radius: number, count: number): Array<[number, number]> {
  const spots: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    let best: [number, number] = [cx, cy];
    let bestGap = -1;
    for (let k = 0; k < 24; k++) {
      const r = radius * Math.sqrt(rng.next());
      const a = rng.range(0, Math.PI * 2);
      const x = cx + r * Math.cos(a);
      const y = cy + r * Math.sin(a);
      let gap = (radius - r) * 2 + 24;
      for (const [sx, sy] of spots) gap = Math.min(gap, Math.hypot(sx - x, sy - y));
      if (gap > bestGap) {
        best = [x, y];
        bestGap = gap;
      }
    }
    spots.push(best);
  }
  return spots;
}

export function drawPizza(ctx: ArtContext): string {
  const { rng } = ctx;
  const cx = 200;
  const cy = 204;
  // Crust variants are the whole point of the crust pictures, so exaggerate them.
  const thin = ctx.has("thin");
  const stuffed = ctx.has("stuffed");
  const glutenFree = ctx.has("gluten");
  const crustR = stuffed ? 164 : 158;
  const sauceR = thin ? 148 : stuffed ? 128 : 138;
  const crust = glutenFree ? "#edc98c" : FOOD.crust;
  const crustEdge = glutenFree ? "#cf9f5c" : FOOD.crustDark;
  const dish = dishFor(ctx);

  let out = shadow(cx + 6, cy + 14, 176, 168, 0.22);
  // Cream plate makes the golden crust pop against the orange background.
  out += circle(cx, cy, 182, "#fff8ec") + circle(cx, cy, 168, "#f6e8d2");
  out += path(blob(rng, cx, cy, crustR, crustR, 2.5, 16), crust, { stroke: crustEdge, "stroke-width": 3 });
  if (stuffed) {
    // Cheese-filled rim: a dashed ring with round caps reads as a row of bulges.
    out += circle(cx, cy, (crustR + sauceR) / 2, "none", {
      stroke: "#f8d08c",
      "stroke-width": 14,
      "stroke-dasharray": "16 11",
    });
  }
  // Oven-browned speckles on the rim.
  const rim: number[][] = [];
  for (let i = 0; i < 18; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(sauceR + 4, crustR - 5);
    rim.push([cx + r * Math.cos(a), cy + r * Math.sin(a), rng.range(-3, 3), rng.range(-2, 2)]);
  }
  out += specks(rim, crustEdge, 4, { opacity: 0.5 });
  out += path(blob(rng, cx, cy, sauceR, sauceR, 3, 16), dish.sauce === "bbq" ? FOOD.bbq : FOOD.sauce);
  if (dish.isCheesy) {
    out += path(blob(rng, cx, cy, sauceR - 9, sauceR - 9, 5, 20), FOOD.cheese);
    // Melted cheese highlights and browned bubbles: what makes it look baked rather than painted.
    let melt = "";
    for (const [x, y] of scatterInDisc(rng, cx, cy, sauceR - 30, 9, 30))
      melt += blob(rng, x, y, rng.range(8, 16), rng.range(6, 11), 3, 6);
    out += path(melt, FOOD.cheeseLight, { opacity: 0.85 });
    out += specks(scatterInDisc(rng, cx, cy, sauceR - 22, 10, 24), FOOD.cheeseBrown, 8, { opacity: 0.6 });
  } else {
    // Bare tomato, darker where it has reduced in the oven and glossy elsewhere.
    out += specks(scatterInDisc(rng, cx, cy, sauceR - 14, 14, 20), FOOD.sauceDark, 9, { opacity: 0.45 });
    out += specks(scatterInDisc(rng, cx, cy, sauceR - 16, 12, 22), "#e8664a", 5, { opacity: 0.7 });
  }
  // A pinch of dried oregano over every pizza.
  const oregano: number[][] = [];
  for (const [x, y] of scatterInDisc(rng, cx, cy, sauceR - 10, 26, 12)) oregano.push([x, y, rng.range(-1.5, 1.5), 1]);
  out += specks(oregano, "#4d6b25", 2.6, { opacity: 0.75 });
  if (thin) {
    // Thin bases char more: darker blistered spots near the edge.
    const char: Array<[number, number]> = [];
    for (let i = 0; i < 10; i++) {
      const a = rng.range(0, Math.PI * 2);
      char.push([cx + (crustR - 5) * Math.cos(a), cy + (crustR - 5) * Math.sin(a)]);
    }
    out += specks(char, "#6b3b16", 6, { opacity: 0.55 });
  }
  const spots = spreadInDisc(rng, cx, cy, sauceR - 26, pieceCount(dish.toppings));
  out += scatterToppings(dish.toppings, spots, rng, 1.35);
  if (dish.sauce === "bbq") {
    // A swirl of BBQ sauce over the top says "BBQ" more clearly than the sauce under the cheese.
    let drizzle = "";
    for (let i = -2; i <= 2; i++) {
      const y = cy + i * 42;
      const half = Math.sqrt(Math.max(0, (sauceR - 26) ** 2 - (i * 42) ** 2));
      drizzle += d`M${cx - half} ${y + 8}Q${cx - half / 2} ${y - 14} ${cx} ${y}T${cx + half} ${y - 6}`;
    }
    out += line(drizzle, FOOD.bbq, 4, { opacity: 0.8 });
  }
  // Slice cuts: eight wedges, rotated per item so the set doesn't look stamped out.
  const offset = rng.range(0, Math.PI / 4);
  let cuts = "";
  for (let i = 0; i < 4; i++) {
    const a = offset + (i * Math.PI) / 4;
    const dx = Math.cos(a) * (crustR - 2);
    const dy = Math.sin(a) * (crustR - 2);
    cuts += d`M${cx - dx} ${cy - dy}L${cx + dx} ${cy + dy}`;
  }
  out += line(cuts, "#7a2a12", 2.5, { opacity: 0.22 });
  return out;
}

import type { ArtContext } from "../context";
import { FOOD } from "../palette";
import { scatterInDisc, type Rng } from "../random";
import { blob, circle, d, ellipse, g, line, path, rotate, shadow, specks } from "../svg";

/** Toppings are tiny standalone shapes so pizza, calzone and garlic bread can share them. */
export type Topping =
  | "pepperoni"
  | "basil"
  | "mushroom"
  | "greenPepper"
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

export function drawTopping(kind: Topping, x: number, y: number, rng: Rng, scale = 1): string {
  const a = rng.range(0, 360);
  const s = scale;
  switch (kind) {
    case "pepperoni":
      return (
        circle(x, y, 15 * s, FOOD.pepperoni, { stroke: FOOD.pepperoniDark, "stroke-width": 2 * s }) +
        specks(
          [
            [x - 4 * s, y - 3 * s],
            [x + 5 * s, y + 3 * s],
            [x - 2 * s, y + 7 * s],
          ],
          FOOD.pepperoniDark,
          4 * s,
        )
      );
    case "basil":
      return g(
        path(
          d`M${x - 14 * s} ${y}Q${x} ${y - 11 * s} ${x + 14 * s} ${y}Q${x} ${y + 11 * s} ${x - 14 * s} ${y}Z`,
          FOOD.basil,
        ) + line(d`M${x - 11 * s} ${y}L${x + 11 * s} ${y}`, FOOD.basilLight, 1.4 * s),
        { transform: rotate(a, x, y) },
      );
    case "spinach":
      return g(
        path(
          d`M${x - 12 * s} ${y}Q${x - 2 * s} ${y - 12 * s} ${x + 12 * s} ${y}Q${x - 2 * s} ${y + 12 * s} ${x - 12 * s} ${y}Z`,
          "#2f7a34",
        ),
        { transform: rotate(a, x, y) },
      );
    case "mushroom":
      // A sliced mushroom seen from above: cap arc plus stem, the silhouette people recognise.
      return g(
        path(d`M${x - 12 * s} ${y + 1 * s}A${12 * s} ${11 * s} 0 0 1 ${x + 12 * s} ${y + 1 * s}Z`, FOOD.mushroom, {
          stroke: FOOD.mushroomDark,
          "stroke-width": 1.5 * s,
        }) +
          path(
            d`M${x - 4 * s} ${y}L${x + 4 * s} ${y}L${x + 3 * s} ${y + 10 * s}L${x - 3 * s} ${y + 10 * s}Z`,
            FOOD.mushroom,
            { stroke: FOOD.mushroomDark, "stroke-width": 1.5 * s },
          ),
        { transform: rotate(a, x, y) },
      );
    case "greenPepper":
      return g(
        line(d`M${x - 11 * s} ${y + 4 * s}Q${x} ${y - 10 * s} ${x + 11 * s} ${y + 4 * s}`, FOOD.greenPepper, 5 * s),
        {
          transform: rotate(a, x, y),
        },
      );
    case "onion":
      return g(line(d`M${x - 10 * s} ${y + 3 * s}Q${x} ${y - 9 * s} ${x + 10 * s} ${y + 3 * s}`, FOOD.onion, 3 * s), {
        transform: rotate(a, x, y),
      });
    case "olive":
      return circle(x, y, 6.5 * s, "none", { stroke: FOOD.olive, "stroke-width": 4.5 * s });
    case "pineapple":
      return g(
        path(
          d`M${x - 10 * s} ${y - 7 * s}L${x + 10 * s} ${y - 7 * s}L${x + 7 * s} ${y + 8 * s}L${x - 7 * s} ${y + 8 * s}Z`,
          FOOD.pineapple,
          {
            stroke: FOOD.pineappleDark,
            "stroke-width": 1.6 * s,
          },
        ),
        { transform: rotate(a, x, y) },
      );
    case "ham":
      return g(
        path(
          d`M${x - 10 * s} ${y - 9 * s}L${x + 10 * s} ${y - 8 * s}L${x + 9 * s} ${y + 9 * s}L${x - 9 * s} ${y + 8 * s}Z`,
          FOOD.ham,
          {
            stroke: FOOD.hamDark,
            "stroke-width": 1.6 * s,
          },
        ),
        { transform: rotate(a, x, y) },
      );
    case "chicken":
      return g(
        ellipse(x, y, 12 * s, 7.5 * s, FOOD.chicken, { stroke: FOOD.chickenDark, "stroke-width": 1.5 * s }) +
          line(d`M${x - 6 * s} ${y - 2 * s}L${x + 6 * s} ${y - 2 * s}`, FOOD.chickenDark, 1.5 * s),
        { transform: rotate(a, x, y) },
      );
    case "sweetcorn":
      return specks(
        [
          [x, y, 0, 1],
          [x + 8 * s, y + 3 * s, 0, 1],
        ],
        FOOD.sweetcorn,
        8 * s,
      );
    case "beef":
      return path(blob(rng, x, y, 7 * s, 6 * s, 2 * s, 6), FOOD.beef, {
        stroke: FOOD.beefDark,
        "stroke-width": 1.2 * s,
      });
    case "sausage":
      return (
        circle(x, y, 8 * s, FOOD.sausage, { stroke: "#7a3a1c", "stroke-width": 1.6 * s }) +
        circle(x - 2 * s, y - 2 * s, 1.6 * s, "#f0c09a")
      );
    case "jalapeno":
      return (
        circle(x, y, 7.5 * s, "#8fd16a", { stroke: FOOD.jalapeno, "stroke-width": 3 * s }) +
        circle(x, y, 1.8 * s, "#f4f1d0")
      );
  }
}

const RANDOM_TOPPINGS: readonly Topping[] = [
  "pepperoni",
  "mushroom",
  "greenPepper",
  "olive",
  "onion",
  "ham",
  "sweetcorn",
  "chicken",
];

/** Chooses toppings from the item name; unknown names get a random but stable mix. */
function toppingsFor(ctx: ArtContext): { toppings: Topping[]; bbq: boolean; count: number } {
  if (ctx.has("margherita")) return { toppings: ["basil"], bbq: false, count: 6 };
  if (ctx.has("pepperoni")) return { toppings: ["pepperoni"], bbq: false, count: 13 };
  if (ctx.has("meat")) return { toppings: ["pepperoni", "ham", "beef", "sausage"], bbq: false, count: 20 };
  if (ctx.has("veg"))
    return { toppings: ["mushroom", "greenPepper", "onion", "olive", "sweetcorn"], bbq: false, count: 22 };
  if (ctx.has("bbq")) return { toppings: ["chicken", "onion", "greenPepper"], bbq: true, count: 18 };
  if (ctx.has("hawaiian")) return { toppings: ["pineapple", "ham"], bbq: false, count: 18 };
  const first = ctx.rng.pick(RANDOM_TOPPINGS);
  const second = ctx.rng.pick(RANDOM_TOPPINGS);
  return { toppings: [first, second, "basil"], bbq: false, count: 16 };
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
  const { toppings, bbq, count } = toppingsFor(ctx);

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
  out += path(blob(rng, cx, cy, sauceR, sauceR, 3, 16), bbq ? FOOD.bbq : FOOD.sauce);
  out += path(blob(rng, cx, cy, sauceR - 9, sauceR - 9, 5, 20), FOOD.cheese);
  // Melted cheese highlights and browned bubbles: what makes it look baked rather than painted.
  let melt = "";
  for (const [x, y] of scatterInDisc(rng, cx, cy, sauceR - 30, 9, 30))
    melt += blob(rng, x, y, rng.range(8, 16), rng.range(6, 11), 3, 6);
  out += path(melt, FOOD.cheeseLight, { opacity: 0.85 });
  out += specks(scatterInDisc(rng, cx, cy, sauceR - 22, 7, 26), FOOD.cheeseBrown, 7, { opacity: 0.6 });
  if (thin) {
    // Thin bases char more: darker blistered spots near the edge.
    const char: Array<[number, number]> = [];
    for (let i = 0; i < 10; i++) {
      const a = rng.range(0, Math.PI * 2);
      char.push([cx + (crustR - 5) * Math.cos(a), cy + (crustR - 5) * Math.sin(a)]);
    }
    out += specks(char, "#6b3b16", 6, { opacity: 0.55 });
  }
  const spots = scatterInDisc(rng, cx, cy, sauceR - 32, count, toppings.length === 1 ? 44 : 31);
  spots.forEach(([x, y], i) => {
    out += drawTopping(toppings[i % toppings.length] as Topping, x, y, rng, 1.35);
  });
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

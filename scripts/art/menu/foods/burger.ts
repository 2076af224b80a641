import type { ArtContext } from "../context";
import { FOOD } from "../palette";
import type { Rng } from "../random";
import { d, g, line, path, rect, shadow, specks, wave } from "../svg";

const LEFT = 68;
const RIGHT = 332;
const CX = 200;

type Bun = { fill: string; edge: string; seeds: boolean; gloss: number; leaf: boolean };

function bunFor(ctx: ArtContext): Bun {
  if (ctx.has("lettuce-wrap", "lettuce wrap"))
    return { fill: FOOD.lettuce, edge: FOOD.lettuceDark, seeds: false, gloss: 0.2, leaf: true };
  if (ctx.has("brioche")) return { fill: "#d9822e", edge: "#a85a18", seeds: false, gloss: 0.4, leaf: false };
  if (ctx.has("gluten")) return { fill: "#eac27f", edge: "#c49550", seeds: false, gloss: 0.15, leaf: false };
  return { fill: FOOD.bun, edge: FOOD.bunDark, seeds: true, gloss: 0.3, leaf: false };
}

function topBun(bun: Bun, y: number, rng: Rng): string {
  const h = 96;
  let out = path(
    d`M${LEFT} ${y}C${LEFT - 4} ${y - h * 1.25} ${RIGHT + 4} ${y - h * 1.25} ${RIGHT} ${y}Q${CX} ${y + 10} ${LEFT} ${y}Z`,
    bun.fill,
    {
      stroke: bun.edge,
      "stroke-width": 3,
    },
  );
  if (bun.leaf) {
    // Lettuce "bun": leaf veins sell it as a leaf rather than a green bun.
    for (let i = -2; i <= 2; i++)
      out += line(
        d`M${CX + i * 10} ${y - 4}Q${CX + i * 28} ${y - 50} ${CX + i * 45} ${y - 70}`,
        FOOD.lettuceDark,
        2.5,
        { opacity: 0.6 },
      );
    return out;
  }
  out += path(
    d`M${LEFT + 40} ${y - 48}Q${CX - 20} ${y - 92} ${CX + 40} ${y - 86}Q${CX - 30} ${y - 74} ${LEFT + 40} ${y - 48}Z`,
    "#fff",
    { opacity: bun.gloss },
  );
  if (bun.seeds) {
    // Sesame seeds as short round-capped dashes, all in one path.
    const seeds: number[][] = [];
    for (let i = 0; i < 16; i++) {
      const x = rng.range(LEFT + 36, RIGHT - 36);
      const t = (x - CX) / (RIGHT - LEFT);
      const top = y - h * 0.92 + t * t * 190;
      const a = rng.range(-0.7, 0.7);
      seeds.push([x, rng.range(top + 6, y - 16), 4 * Math.cos(a), 4 * Math.sin(a)]);
    }
    out += specks(seeds, "#fff4d8", 5);
  }
  return out;
}

function bottomBun(bun: Bun, y: number): string {
  if (bun.leaf)
    return path(d`M${LEFT + 4} ${y - 6}Q${CX} ${y + 44} ${RIGHT - 4} ${y - 6}Z`, FOOD.lettuce, {
      stroke: FOOD.lettuceDark,
      "stroke-width": 3,
    });
  return (
    rect(LEFT + 6, y - 8, RIGHT - LEFT - 12, 46, bun.fill, { rx: 20, stroke: bun.edge, "stroke-width": 3 }) +
    rect(LEFT + 10, y - 8, RIGHT - LEFT - 20, 12, "#f7dca5", { rx: 6, opacity: 0.8 })
  );
}

export type BurgerFilling = "beef" | "chicken" | "bean";

/** What is in the bun, from the dish's name: a chicken burger shows a breaded fillet, never beef. */
export function burgerFilling(ctx: Pick<ArtContext, "has">): BurgerFilling {
  if (ctx.has("chicken")) return "chicken";
  if (ctx.has("bean", "veg", "falafel")) return "bean";
  return "beef";
}

function patty(y: number, h: number, rng: Rng, style: BurgerFilling): string {
  if (style === "chicken") {
    // Scalloped outline reads as crunchy breadcrumb coating.
    let top = d`M${LEFT - 8} ${y + h / 2}`;
    for (let x = LEFT - 8; x < RIGHT + 8; x += 22) top += d`Q${x + 11} ${y - 8} ${x + 22} ${y + 2}`;
    top += d`L${RIGHT + 8} ${y + h / 2}`;
    for (let x = RIGHT + 8; x > LEFT - 8; x -= 22) top += d`Q${x - 11} ${y + h + 8} ${x - 22} ${y + h - 2}`;
    let out = path(top + "Z", "#d98a2b", { stroke: "#a85d14", "stroke-width": 3 });
    const crumbs: Array<[number, number]> = [];
    for (let i = 0; i < 14; i++) crumbs.push([rng.range(LEFT, RIGHT), rng.range(y + 4, y + h - 4)]);
    out += specks(crumbs, "#f2b552", 5, { opacity: 0.9 });
    return out;
  }
  const fill = style === "bean" ? "#b0622a" : FOOD.patty;
  const dark = style === "bean" ? "#7d3f16" : FOOD.pattyDark;
  let out = rect(LEFT - 6, y, RIGHT - LEFT + 12, h, fill, { rx: h / 2, stroke: dark, "stroke-width": 3 });
  // Grill texture / bean flecks.
  const colours = style === "bean" ? ["#4e9a2e", "#e4352a", "#f2c14e"] : [dark];
  for (const colour of colours) {
    const bits: number[][] = [];
    for (let i = 0; i < 18 / colours.length; i++)
      bits.push([rng.range(LEFT + 10, RIGHT - 10), rng.range(y + 6, y + h - 6), rng.range(-2, 2), 0]);
    out += specks(bits, colour, 5, { opacity: 0.8 });
  }
  out += line(d`M${LEFT + 20} ${y + 8}L${RIGHT - 60} ${y + 8}`, "#fff", 3, { opacity: 0.18 });
  return out;
}

function cheese(y: number, rng: Rng): string {
  // Slice corners hanging over the patty, plus a couple of melted drips.
  let dd = d`M${LEFT - 10} ${y}L${RIGHT + 10} ${y}L${RIGHT + 14} ${y + 22}L${RIGHT - 20} ${y + 10}`;
  const drips = [RIGHT - 70, CX + 10, LEFT + 70].map((x) => x + rng.range(-15, 15));
  for (const x of drips)
    dd += d`L${x + 10} ${y + 10}Q${x + 8} ${y + 30} ${x} ${y + 30}Q${x - 8} ${y + 30} ${x - 10} ${y + 10}`;
  dd += d`L${LEFT + 20} ${y + 10}L${LEFT - 14} ${y + 24}Z`;
  return path(dd, "#ffc42e", { stroke: "#e79d12", "stroke-width": 2 });
}

function lettuce(y: number): string {
  return path(wave(LEFT - 14, RIGHT + 14, y + 12, 9, 22) + d`L${RIGHT + 8} ${y}L${LEFT - 8} ${y}Z`, FOOD.lettuce, {
    stroke: FOOD.lettuceDark,
    "stroke-width": 2.5,
  });
}

function tomato(y: number): string {
  return (
    rect(LEFT - 2, y, RIGHT - LEFT + 4, 16, FOOD.tomato, { rx: 8, stroke: "#b3241a", "stroke-width": 2 }) +
    rect(LEFT + 14, y + 4, 90, 4, FOOD.tomatoLight, { rx: 2 }) +
    rect(CX + 20, y + 4, 90, 4, FOOD.tomatoLight, { rx: 2 })
  );
}

function bacon(y: number): string {
  return (
    line(wave(LEFT - 26, CX + 20, y + 6, 8, 24), FOOD.bacon, 11) +
    line(wave(LEFT - 26, CX + 20, y + 6, 8, 24), FOOD.baconFat, 3) +
    line(wave(CX - 20, RIGHT + 26, y + 10, 8, 24), FOOD.bacon, 11) +
    line(wave(CX - 20, RIGHT + 26, y + 10, 8, 24), FOOD.baconFat, 3)
  );
}

export function drawBurger(ctx: ArtContext): string {
  const { rng } = ctx;
  const bun = bunFor(ctx);
  const double = ctx.has("double");
  const style = burgerFilling(ctx);
  const withCheese = ctx.has("cheese") || ctx.kind !== "item";
  // Build the stack bottom-up so each layer naturally overlaps the one below.
  let y = double ? 318 : 308;
  let out = shadow(CX, y + 34, 150, 16);
  out += bottomBun(bun, y);
  const pattyH = double ? 38 : 46;
  const layers = double ? 2 : 1;
  for (let i = 0; i < layers; i++) {
    y -= pattyH;
    out += patty(y, pattyH, rng, style);
    if (withCheese) {
      y -= 8;
      out += cheese(y, rng);
    }
  }
  if (ctx.has("bacon")) {
    y -= 14;
    out += bacon(y);
  }
  y -= 14;
  out += tomato(y);
  y -= 12;
  out += lettuce(y);
  out += topBun(bun, y + 4, rng);
  return g(out);
}

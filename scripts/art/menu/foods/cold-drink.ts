import type { ArtContext } from "../context";
import { FOOD } from "../palette";
import type { Rng } from "../random";
import { circle, d, ellipse, g, line, path, rect, rotate, shadow } from "../svg";

const CX = 200;

type Brand = { body: string; band: string; liquid: string; accent: string };

/**
 * What a cold drink's picture shows, from its name: each seeded drink has its own (tested in
 * menu-art.test.ts), and a drink added later in the admin gets a plain glass rather than some
 * other drink's colours. "plain" is also what a variant ("With ice") shows: a choice made for
 * any drink of the category must not look like one particular drink.
 */
export type ColdDrinkKind = "cola" | "diet-cola" | "orange" | "lemon-lime" | "water" | "plain";

export function coldDrinkKind(ctx: Pick<ArtContext, "has" | "kind">): ColdDrinkKind {
  if (ctx.kind !== "item") return "plain";
  if (ctx.has("water")) return "water";
  if (ctx.has("diet", "zero")) return ctx.has("cola", "coke", "pepsi") ? "diet-cola" : "plain";
  if (ctx.has("fanta", "orange", "tango")) return "orange";
  if (ctx.has("sprite", "7up", "7-up", "lemonade", "lemon", "lime")) return "lemon-lime";
  if (ctx.has("cola", "coke", "pepsi")) return "cola";
  return "plain";
}

/** Colours only, no logos or lettering: recognisable by colour, free of trademarked artwork. */
export const DRINK_COLOURS: Readonly<Record<Exclude<ColdDrinkKind, "water">, Brand>> = {
  // Red can, dark cola.
  cola: { body: "#d4202a", band: "#ffffff", liquid: "#3a1b10", accent: "#9b1016" },
  // Silver can with a black ribbon, dark cola.
  "diet-cola": { body: "#d9dde2", band: "#1d1d1f", liquid: "#3a1b10", accent: "#9aa1a9" },
  // Orange can with a blue ribbon, orange drink.
  orange: { body: "#f57c12", band: "#1f5fae", liquid: "#ff8f1f", accent: "#ffd166" },
  // Green can with a yellow ribbon, clear drink.
  "lemon-lime": { body: "#1f9c4a", band: "#f5e663", liquid: "#e9f7c8", accent: "#b7e36a" },
  // A clear sparkling drink in a glass: no particular drink.
  plain: { body: "#cfd8dc", band: "#ffffff", liquid: "#dceff6", accent: "#9fb3bd" },
};

function droplets(rng: Rng, x: number, y: number, w: number, h: number): string {
  let out = "";
  for (let i = 0; i < 12; i++)
    out += ellipse(x + rng.range(0, w), y + rng.range(0, h), 2.2, 3.2, "#fff", { opacity: 0.55 });
  return out;
}

function iceCube(x: number, y: number, size: number, angle: number): string {
  return g(
    rect(x - size / 2, y - size / 2, size, size, "#eaf8ff", {
      rx: size / 5,
      opacity: 0.85,
      stroke: "#b9e3f5",
      "stroke-width": 2,
    }) + rect(x - size / 3, y - size / 3, size / 3, size / 6, "#fff", { rx: 2, opacity: 0.9 }),
    { transform: rotate(angle, x, y) },
  );
}

function can(ctx: ArtContext, brand: Brand): string {
  const { rng } = ctx;
  const x = CX - 62;
  const w = 124;
  const top = 104;
  const bottom = 330;
  let out = shadow(CX, bottom + 6, 92, 12);
  // Straw first so the can's top rim sits in front of it.
  out +=
    line(d`M${CX + 10} ${top + 6}L${CX + 46} ${38}`, "#fff", 14) +
    line(d`M${CX + 10} ${top + 6}L${CX + 46} ${38}`, "#e8413a", 14, { "stroke-dasharray": "10 10" });
  out += path(
    d`M${x} ${top + 12}Q${x} ${top} ${x + 12} ${top - 4}L${x + w - 12} ${top - 4}Q${x + w} ${top} ${x + w} ${top + 12}L${x + w} ${bottom - 12}Q${x + w} ${bottom} ${x + w - 14} ${bottom + 2}L${x + 14} ${bottom + 2}Q${x} ${bottom} ${x} ${bottom - 12}Z`,
    brand.body,
    {
      stroke: brand.accent,
      "stroke-width": 3,
    },
  );
  // The flowing ribbon is the one graphic element most soft-drink cans share.
  out += path(
    d`M${x} ${220}C${x + 40} ${170} ${x + 80} ${270} ${x + w} ${200}L${x + w} ${222}C${x + 80} ${292} ${x + 40} ${192} ${x} ${244}Z`,
    brand.band,
  );
  out +=
    ellipse(CX, top, w / 2 - 4, 12, FOOD.steel, { stroke: "#9aa0a8", "stroke-width": 3 }) +
    ellipse(CX, top, w / 2 - 16, 7, "#e3e6ea");
  out += ellipse(CX - 14, top, 14, 4, "#8d939b");
  out += rect(x + 14, top + 20, 14, bottom - top - 40, "#fff", { rx: 7, opacity: 0.28 });
  out += rect(x + w - 22, top + 20, 6, bottom - top - 40, "#000", { rx: 3, opacity: 0.1 });
  out += droplets(rng, x + 8, top + 24, w - 16, bottom - top - 50);
  out += iceCube(CX - 96, 318, 34, -12) + iceCube(CX + 98, 322, 30, 14);
  return out;
}

function waterBottle(ctx: ArtContext): string {
  const { rng } = ctx;
  let out = shadow(CX, 340, 74, 11);
  const body = d`M${CX - 26} ${70}L${CX + 26} ${70}L${CX + 26} ${98}Q${CX + 64} ${120} ${CX + 64} ${160}L${CX + 64} ${320}Q${CX + 64} ${338} ${CX + 46} ${338}L${CX - 46} ${338}Q${CX - 64} ${338} ${CX - 64} ${320}L${CX - 64} ${160}Q${CX - 64} ${120} ${CX - 26} ${98}Z`;
  out += path(body, "#cdeefe", { stroke: "#7cc3e6", "stroke-width": 3, opacity: 0.95 });
  out += path(
    d`M${CX - 62} ${150}L${CX + 62} ${150}L${CX + 62} ${320}Q${CX + 62} ${336} ${CX + 46} ${336}L${CX - 46} ${336}Q${CX - 62} ${336} ${CX - 62} ${320}Z`,
    "#9fdcf7",
    { opacity: 0.6 },
  );
  out +=
    rect(CX - 64, 200, 128, 70, "#2f7fc1") +
    path(d`M${CX - 64} ${250}Q${CX} ${215} ${CX + 64} ${245}L${CX + 64} ${270}L${CX - 64} ${270}Z`, "#64b6ea");
  out += rect(CX - 30, 46, 60, 28, "#1f5fae", { rx: 6 }) + rect(CX - 30, 56, 60, 4, "#174a88");
  out += rect(CX - 50, 120, 12, 200, "#fff", { rx: 6, opacity: 0.45 });
  out += droplets(rng, CX - 55, 280, 110, 40);
  return out;
}

function glass(ctx: ArtContext, brand: Brand): string {
  const { rng } = ctx;
  const withIce = !ctx.has("no-ice", "no ice");
  let out = shadow(CX, 344, 100, 13);
  out +=
    line(d`M${CX + 20} ${250}L${CX + 66} ${40}`, "#fff", 14) +
    line(d`M${CX + 20} ${250}L${CX + 66} ${40}`, "#2f9fd8", 14, { "stroke-dasharray": "10 10" });
  const glassPath = d`M${CX - 90} ${96}L${CX + 90} ${96}L${CX + 72} ${330}Q${CX + 70} ${342} ${CX + 58} ${342}L${CX - 58} ${342}Q${CX - 70} ${342} ${CX - 72} ${330}Z`;
  out += path(glassPath, "#fff", { opacity: 0.35 });
  out += path(
    d`M${CX - 84} ${136}L${CX + 84} ${136}L${CX + 70} ${326}Q${CX + 68} ${336} ${CX + 58} ${336}L${CX - 58} ${336}Q${CX - 68} ${336} ${CX - 70} ${326}Z`,
    brand.liquid,
  );
  out += ellipse(CX, 136, 84, 12, brand.liquid) + ellipse(CX, 136, 84, 12, "#fff", { opacity: 0.15 });
  for (let i = 0; i < 16; i++)
    out += circle(CX + rng.range(-60, 60), rng.range(160, 320), rng.range(1.5, 4), "#fff", { opacity: 0.45 });
  if (withIce) {
    out +=
      iceCube(CX - 40, 140, 44, -14) +
      iceCube(CX + 30, 146, 40, 18) +
      iceCube(CX - 4, 180, 38, 8) +
      iceCube(CX + 48, 196, 30, -20);
  }
  // Lemon slice on the rim says "served in a glass at the restaurant".
  out += g(
    circle(CX - 84, 104, 26, "#ffe14d", { stroke: "#f5c400", "stroke-width": 4 }) +
      circle(CX - 84, 104, 18, "#fff3a6") +
      line(d`M${CX - 102} ${104}L${CX - 66} ${104}M${CX - 84} ${86}L${CX - 84} ${122}`, "#f5d742", 2),
  );
  out += path(glassPath, "none", { stroke: "#fff", "stroke-width": 4, opacity: 0.8 });
  out += rect(CX - 74, 120, 10, 200, "#fff", { rx: 5, opacity: 0.4 });
  return out;
}

export function drawColdDrink(ctx: ArtContext): string {
  const kind = coldDrinkKind(ctx);
  if (kind === "water") return waterBottle(ctx);
  // A drink the menu has no colours for is poured, so it is not drawn as some other brand's can.
  if (kind === "plain") return glass(ctx, DRINK_COLOURS.plain);
  return can(ctx, DRINK_COLOURS[kind]);
}

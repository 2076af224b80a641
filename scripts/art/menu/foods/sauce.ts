import type { ArtContext } from "../context";
import { FOOD } from "../palette";
import type { Rng } from "../random";
import { circle, d, ellipse, g, line, path, rect, rotate, shadow, zigzag } from "../svg";

const CX = 200;

function colourFor(ctx: ArtContext): { sauce: string; dark: string } {
  if (ctx.has("garlic")) return { sauce: "#fbf3dc", dark: "#e0d2aa" };
  if (ctx.has("sweet")) return { sauce: "#ef5a2a", dark: "#b83a12" };
  if (ctx.has("chilli")) return { sauce: "#c81e14", dark: "#8e120b" };
  if (ctx.has("bbq")) return { sauce: "#5e2412", dark: "#3d160a" };
  if (ctx.has("ketchup", "tomato")) return { sauce: "#d3261b", dark: "#9c1810" };
  if (ctx.has("burger")) return { sauce: "#f2a65a", dark: "#c97a32" };
  return { sauce: FOOD.sauce, dark: FOOD.sauceDark };
}

/**
 * A clear plastic dip pot full of sauce. Exported because calzone and happy
 * meal pictures put a dip beside the food. (cx, cy) is where the pot's middle lands.
 */
export function potOfSauce(cx: number, cy: number, sauce: string, rng: Rng, scale = 1, dark = "#00000033"): string {
  let out = shadow(200, 318, 96, 12);
  out += path(
    d`M${110} ${190}L${290} ${190}L${270} ${306}Q${268} ${316} ${256} ${316}L${144} ${316}Q${132} ${316} ${130} ${306}Z`,
    sauce,
    { stroke: dark, "stroke-width": 3 },
  );
  // Moulded ribs of the plastic pot.
  for (let i = 0; i < 4; i++)
    out += line(d`M${128 + i * 48} ${212}L${138 + i * 41} ${300}`, "#fff", 3, { opacity: 0.25 });
  out += rect(118, 206, 164, 10, "#fff", { opacity: 0.35, rx: 5 });
  out += ellipse(200, 190, 92, 24, "#fff", { opacity: 0.85 });
  out += ellipse(200, 192, 82, 18, sauce) + ellipse(200, 192, 82, 18, dark, { opacity: 0.25 });
  // Glossy swirl on the surface.
  out += path(d`M${166} ${190}Q${200} ${176} ${232} ${188}Q${206} ${184} ${184} ${194}Z`, "#fff", { opacity: 0.55 });
  out += circle(150 + rng.range(0, 20), 194, 3, "#fff", { opacity: 0.6 });
  return g(out, { transform: `translate(${cx - 200 * scale} ${cy - 250 * scale}) scale(${scale})` });
}

function garnish(ctx: ArtContext): string {
  if (ctx.has("chilli")) {
    // A whole red chilli lying beside the pot.
    return g(
      path(d`M${280} ${330}Q${330} ${330} ${360} ${290}Q${340} ${312} ${286} ${318}Z`, "#d7261e", {
        stroke: "#9c150f",
        "stroke-width": 2,
      }) + path(d`M${276} ${318}L${290} ${314}L${292} ${334}L${280} ${334}Z`, "#3f8f2c"),
    );
  }
  if (ctx.has("garlic")) {
    return (
      path(
        d`M${318} ${268}Q${352} ${284} ${348} ${310}Q${342} ${334} ${318} ${334}Q${294} ${334} ${290} ${310}Q${286} ${284} ${318} ${268}Z`,
        "#fbf4e4",
        { stroke: "#d8c7a8", "stroke-width": 3 },
      ) + line(d`M${318} ${270}L${320} ${258}`, "#cdb68b", 4)
    );
  }
  if (ctx.has("ketchup", "tomato"))
    return (
      circle(330, 310, 26, FOOD.tomato, { stroke: "#a8221a", "stroke-width": 3 }) +
      path(d`M${322} ${284}L${330} ${290}L${338} ${284}L${334} ${294}Z`, "#3f8f2c")
    );
  if (ctx.has("burger"))
    return circle(330, 318, 20, "#8fbf4a", { stroke: "#5e8a2a", "stroke-width": 3 }) + circle(330, 318, 12, "#c5e08a");
  return "";
}

function drizzle(ctx: ArtContext, sauce: string): string {
  const { rng } = ctx;
  // Squeezy bottle over a few fries, showing "drizzled on top".
  let out = shadow(CX, 340, 150, 16) + ellipse(CX, 322, 160, 30, "#fff8ec", { stroke: "#eadbc4", "stroke-width": 3 });
  for (let i = 0; i < 9; i++) {
    const x = CX - 110 + i * 27 + rng.range(-5, 5);
    const y = 300 + rng.range(-8, 8);
    out += rect(x - 50, y - 8, 100, 16, FOOD.fry, {
      rx: 4,
      stroke: FOOD.fryDark,
      "stroke-width": 2,
      transform: rotate(rng.range(-30, 30), x, y),
    });
  }
  out += line(zigzag(CX - 110, CX + 110, 286, 312, 8), sauce, 7);
  out += line(d`M${CX + 60} ${140}Q${CX + 40} ${220} ${CX + 70} ${290}`, sauce, 6);
  out += g(
    rect(CX + 40, 30, 70, 120, sauce, { rx: 18, stroke: "#00000033", "stroke-width": 3 }) +
      rect(CX + 56, 10, 38, 26, "#f2f2f2", { rx: 6 }) +
      path(d`M${CX + 66} ${150}L${CX + 84} ${150}L${CX + 78} ${176}L${CX + 72} ${176}Z`, "#f2f2f2") +
      rect(CX + 50, 44, 12, 90, "#fff", { rx: 6, opacity: 0.35 }),
    {
      transform: rotate(200, CX + 75, 95),
    },
  );
  return out;
}

export function drawSauce(ctx: ArtContext): string {
  const { sauce, dark } = colourFor(ctx);
  if (ctx.has("drizzle")) return drizzle(ctx, sauce);
  let out = potOfSauce(CX, 250, sauce, ctx.rng, 1.15, dark);
  out += garnish(ctx);
  return out;
}

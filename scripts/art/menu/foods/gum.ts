import type { ArtContext } from "../context";
import type { Rng } from "../random";
import { d, ellipse, g, line, path, rect, rotate, shadow } from "../svg";

const CX = 200;

type Flavour = { pack: string; dark: string; accent: string };

function flavourFor(ctx: ArtContext): Flavour {
  if (ctx.has("spearmint")) return { pack: "#1f9e5a", dark: "#137042", accent: "#9be3b8" };
  if (ctx.has("peppermint")) return { pack: "#1e6fb8", dark: "#124a7e", accent: "#9ed0f5" };
  if (ctx.has("strawberry")) return { pack: "#e0457b", dark: "#a52a56", accent: "#ffc0d6" };
  if (ctx.has("bubble")) return { pack: "#3fb4e5", dark: "#1f82ad", accent: "#ffd1e8" };
  return ctx.rng.pick([
    { pack: "#1f9e5a", dark: "#137042", accent: "#9be3b8" },
    { pack: "#1e6fb8", dark: "#124a7e", accent: "#9ed0f5" },
  ]);
}

function pellet(x: number, y: number, angle: number): string {
  return g(
    rect(x - 17, y - 11, 34, 22, "#fbfcfd", { rx: 10, stroke: "#cfd6de", "stroke-width": 2 }) +
      ellipse(x - 5, y - 4, 8, 3, "#fff"),
    { transform: rotate(angle, x, y) },
  );
}

/** The orbit swoosh: a ring around a dot, brand-evocative without lettering. */
function swoosh(x: number, y: number, f: Flavour): string {
  return (
    ellipse(x, y, 52, 18, "none", { stroke: "#fff", "stroke-width": 6, transform: rotate(-20, x, y) }) +
    ellipse(x, y, 16, 16, f.accent)
  );
}

function pelletPack(rng: Rng, f: Flavour): string {
  let out = shadow(CX, 330, 140, 18);
  const body = g(
    rect(80, 110, 240, 180, f.pack, { rx: 22, stroke: f.dark, "stroke-width": 4 }) +
      // Foil blister tear strip along the top.
      rect(80, 110, 240, 40, f.dark, { rx: 22 }) +
      rect(80, 132, 240, 18, f.dark) +
      rect(96, 124, 208, 8, "#d9dde2", { rx: 4 }) +
      path(
        d`M${80} ${250}Q${200} ${200} ${320} ${236}L${320} ${268}Q${320} ${290} ${298} ${290}L${102} ${290}Q${80} ${290} ${80} ${268}Z`,
        "#fff",
        { opacity: 0.92 },
      ) +
      swoosh(200, 196, f) +
      rect(96, 160, 12, 110, "#fff", { rx: 6, opacity: 0.25 }),
    { transform: rotate(-8, CX, 200) },
  );
  out += body;
  out +=
    pellet(110, 322, rng.range(-20, 20)) + pellet(160, 334, rng.range(-20, 20)) + pellet(292, 318, rng.range(-20, 20));
  return out;
}

function stickPack(rng: Rng, f: Flavour): string {
  let out = shadow(CX, 320, 160, 18);
  let sticks = "";
  // Foil-wrapped sticks fanned out of the open end.
  for (let i = 0; i < 4; i++) {
    sticks += g(
      rect(250, 150 + i * 22, 110, 18, "#e3e7eb", { rx: 3, stroke: "#aab2bb", "stroke-width": 2 }) +
        rect(330, 150 + i * 22, 30, 18, f.accent, { rx: 3 }),
      {
        transform: rotate(-6 + i * 5 + rng.range(-2, 2), 250, 160 + i * 22),
      },
    );
  }
  out += g(
    sticks +
      rect(50, 136, 230, 110, f.pack, { rx: 12, stroke: f.dark, "stroke-width": 4 }) +
      rect(50, 214, 230, 32, "#fff", { rx: 0, opacity: 0.92 }) +
      swoosh(150, 180, f) +
      line(d`M${270} ${140}L${270} ${242}`, f.dark, 4),
    { transform: rotate(-10, CX, 200) },
  );
  return out;
}

export function drawGum(ctx: ArtContext): string {
  const f = flavourFor(ctx);
  return ctx.has("stick") ? stickPack(ctx.rng, f) : pelletPack(ctx.rng, f);
}

import type { ArtContext } from "../context";
import { FOOD } from "../palette";
import type { Rng } from "../random";
import { circle, d, ellipse, g, leafPath, line, path, rect, rotate, shadow, wave, zigzag } from "../svg";

const CX = 200;

/** Shaved doner: curled brown strips, the single most recognisable kebab-shop shape. */
function donerStrips(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  count: number,
  color: string,
  dark: string,
  s = 1,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const sx = x + rng.range(0, w);
    const sy = y + rng.range(-14, 14) * s;
    // Thin, ragged, overlapping slices with seared edges read as meat shaved off the spit.
    out += path(
      leafPath(sx, sy, rng.range(22, 27) * s, rng.range(-40, 40), rng.range(0.3, 0.45), rng.range(0.3, 0.45)),
      color,
    );
  }
  return g(out, { stroke: dark, "stroke-width": 3 });
}

function salad(rng: Rng, x: number, y: number, w: number, s = 1, front = true): string {
  let out = "";
  let leaves = "";
  for (let i = 0; i < (front ? 5 : 8); i++) {
    const sx = x + rng.range(0, w);
    const sy = y + rng.range(-10, 10) * s;
    leaves += path(leafPath(sx, sy, 18 * s, rng.range(-60, 60), 1.3, -0.4), rng.pick([FOOD.lettuce, "#8fd85f"]));
  }
  out += g(leaves, { stroke: FOOD.lettuceDark, "stroke-width": 1.5 });
  if (!front) return out;
  for (let i = 0; i < 3; i++) {
    const sx = x + 20 + rng.range(0, w - 40);
    const sy = y - rng.range(0, 10) * s;
    const k = 14 * s;
    out +=
      path(d`M${sx - k} ${sy}A${k} ${k} 0 0 1 ${sx + k} ${sy}Z`, FOOD.tomato, {
        stroke: "#a8221a",
        "stroke-width": 2,
      }) +
      circle(sx - k / 3, sy - k / 3, 2 * s, "#ffd6a0") +
      circle(sx + k / 3, sy - k / 3, 2 * s, "#ffd6a0");
  }
  for (let i = 0; i < 3; i++) {
    out += ellipse(x + rng.range(10, w - 10), y + rng.range(-12, 4) * s, 12 * s, 7 * s, "none", {
      stroke: FOOD.onion,
      "stroke-width": 3,
    });
  }
  return out;
}

function sauces(x1: number, x2: number, y: number): string {
  return (
    line(zigzag(x1, x2, y - 10, y + 6, 6), FOOD.chilliSauce, 5) +
    line(zigzag(x1 + 12, x2 - 6, y - 2, y + 14, 5), FOOD.garlicSauce, 5)
  );
}

function pitta(ctx: ArtContext, meat: string): string {
  const { rng } = ctx;
  let out = shadow(CX, 338, 130, 14);
  let body = "";
  // Inside of the pocket (darker), then fillings, then the front of the pocket over them.
  body += path(d`M${CX - 118} ${176}Q${CX} ${96} ${CX + 118} ${176}Z`, "#d3a460", {
    stroke: "#b98743",
    "stroke-width": 3,
  });
  body += fillings(ctx, meat, CX - 110, 168, 220, 1.35);
  body += path(
    d`M${CX - 128} ${168}Q${CX} ${206} ${CX + 128} ${168}Q${CX + 124} ${318} ${CX} ${326}Q${CX - 124} ${318} ${CX - 128} ${168}Z`,
    "#edc98b",
    { stroke: "#b98743", "stroke-width": 3 },
  );
  for (let i = 0; i < 12; i++)
    body += ellipse(CX + rng.range(-95, 95), rng.range(214, 306), rng.range(3, 7), rng.range(2, 4), "#c9934a", {
      opacity: 0.55,
    });
  // Toasted grill stripes: the cue that this is warm pitta bread, not a bowl.
  for (let i = 0; i < 4; i++)
    body += line(d`M${CX - 90 + i * 48} ${212 + i * 6}L${CX - 50 + i * 48} ${300 - i * 4}`, "#b0743a", 5, {
      opacity: 0.35,
    });
  body += path(d`M${CX - 100} ${214}Q${CX - 90} ${286} ${CX - 30} ${308}`, "none", {
    stroke: "#fff",
    "stroke-width": 6,
    opacity: 0.25,
  });
  out += g(body, { transform: rotate(-6, CX, 240) });
  return out;
}

function fillings(ctx: ArtContext, meat: string, x: number, y: number, w: number, s = 1): string {
  const { rng } = ctx;
  let out = "";
  // Lettuce at the back so it frames the meat.
  out += salad(rng, x + 6, y - 34 * s, w - 12, s, false);
  if (meat === "shish" || meat === "mixed") {
    for (let i = 0; i < 6; i++) {
      const sx = x + 20 + rng.range(0, w - 40);
      const sy = y - rng.range(4, 30) * s;
      const k = 14 * s;
      out +=
        rect(sx - k, sy - k, 2 * k, 1.9 * k, meat === "mixed" && i % 2 === 0 ? FOOD.chicken : "#b46a32", {
          rx: 7,
          stroke: "#7a4019",
          "stroke-width": 2,
        }) + line(d`M${sx - k / 2} ${sy - k / 2}L${sx + k / 2} ${sy + k / 3}`, "#5e2e10", 3);
    }
  }
  if (meat !== "shish") {
    const chicken = meat === "chicken";
    out += donerStrips(
      rng,
      x + 14,
      y - 20 * s,
      w - 28,
      14,
      chicken ? "#dca466" : "#8c4a25",
      chicken ? "#a8702f" : "#5b2a12",
      s,
    );
  }
  out += salad(rng, x + 10, y - 14 * s, w - 20, s, true);
  out += sauces(x + 24, x + w - 24, y - 34 * s);
  return out;
}

function wrap(ctx: ArtContext, meat: string): string {
  const { rng } = ctx;
  let out = shadow(CX, 348, 120, 14);
  // Rolled tortilla at an angle; the open end shows the fillings as a spiral.
  const body = d`M${CX - 100} ${150}L${CX + 40} ${110}Q${CX + 108} ${150} ${CX + 70} ${250}L${CX - 20} ${336}Q${CX - 100} ${350} ${CX - 130} ${300}Z`;
  out += g(
    path(body, "#f3d9a4", { stroke: "#c79a55", "stroke-width": 3 }) +
      // Paper wrapper on the lower half, like it's handed over the counter.
      path(
        d`M${CX - 118} ${250}L${CX + 40} ${230}L${CX - 20} ${336}Q${CX - 100} ${350} ${CX - 130} ${300}Z`,
        "#fafafa",
        { stroke: "#d7d7d7", "stroke-width": 2 },
      ) +
      path(d`M${CX - 118} ${250}L${CX + 40} ${230}L${CX + 32} ${246}L${CX - 122} ${268}Z`, "#d7261e"),
  );
  for (let i = 0; i < 8; i++)
    out += ellipse(CX + rng.range(-70, 30), rng.range(150, 225), rng.range(3, 6), rng.range(2, 3), "#d8ac64", {
      opacity: 0.6,
    });
  out += ellipse(CX - 30, 140, 74, 44, "#e9c787", {
    transform: rotate(-16, CX - 30, 140),
    stroke: "#c79a55",
    "stroke-width": 3,
  });
  out += g(fillings(ctx, meat, CX - 96, 158, 132, 1.1), { transform: rotate(-16, CX - 30, 140) });
  return out;
}

/** Teardrop naan with charred bubbles, fillings laid on top. */
function naan(ctx: ArtContext, meat: string): string {
  const { rng } = ctx;
  let out = shadow(CX, 330, 160, 20);
  out += path(
    d`M${CX - 160} ${220}Q${CX - 150} ${130} ${CX} ${120}Q${CX + 150} ${118} ${CX + 170} ${210}Q${CX + 160} ${310} ${CX} ${320}Q${CX - 150} ${312} ${CX - 160} ${220}Z`,
    "#f0cf93",
    {
      stroke: "#c69554",
      "stroke-width": 3,
    },
  );
  for (let i = 0; i < 16; i++) {
    const x = CX + rng.range(-140, 140);
    const y = rng.range(140, 300);
    out += ellipse(x, y, rng.range(5, 11), rng.range(4, 7), "#7a4a1e", { opacity: 0.45 });
  }
  if (meat === "shish" || meat === "lamb") out += skewer(ctx, meat);
  else out += fillings(ctx, meat, CX - 110, 250, 220, 1.4);
  return out;
}

function skewer(ctx: ArtContext, meat: string): string {
  const { rng } = ctx;
  let out = line(d`M${CX - 170} ${250}L${CX + 170} ${170}`, "#9aa0a8", 6) + circle(CX + 172, 169, 8, "#6f757d");
  const pieces = ["m", "r", "m", "o", "m", "g", "m"];
  pieces.forEach((p, i) => {
    const t = (i + 0.5) / pieces.length;
    const x = CX - 140 + t * 280;
    const y = 243 - t * 66;
    const fill =
      p === "m"
        ? meat === "lamb"
          ? "#8c4a25"
          : "#d69a55"
        : p === "r"
          ? FOOD.redPepper
          : p === "g"
            ? FOOD.greenPepper
            : "#f0e3f0";
    out += g(
      rect(x - 20, y - 20, 40, 40, fill, { rx: p === "m" ? 10 : 5, stroke: "#00000033", "stroke-width": 2 }) +
        (p === "m"
          ? line(d`M${x - 12} ${y - 8}L${x + 10} ${y + 10}M${x - 14} ${y + 4}L${x} ${y + 16}`, "#4a230d", 3, {
              opacity: 0.7,
            })
          : ""),
      {
        transform: rotate(rng.range(-12, 12) - 15, x, y),
      },
    );
  });
  out += salad(rng, CX - 120, 290, 240, 1);
  out += line(wave(CX - 60, CX + 60, 292, 6, 20), FOOD.chilliSauce, 5);
  return out;
}

export function drawKebab(ctx: ArtContext): string {
  const meat = ctx.has("mixed")
    ? "mixed"
    : ctx.has("lamb-shish", "lamb shish")
      ? "lamb"
      : ctx.has("shish")
        ? "shish"
        : ctx.has("chicken")
          ? "chicken"
          : "doner";
  // A bread variant goes with any kebab, so all three hold the same doner: only the bread differs.
  if (ctx.has("naan")) return naan(ctx, "doner");
  if (ctx.has("wrap")) return wrap(ctx, "doner");
  if (ctx.has("pitta")) return pitta(ctx, "doner");
  if (meat === "shish" || meat === "lamb") return naan(ctx, meat);
  if (meat === "chicken") return wrap(ctx, meat);
  return pitta(ctx, meat);
}

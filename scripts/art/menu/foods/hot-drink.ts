import type { ArtContext } from "../context";
import { FOOD } from "../palette";
import type { Rng } from "../random";
import { circle, d, ellipse, g, line, path, rect, rotate, shadow } from "../svg";

const CX = 186;
const RIM = 160;

type Drink = { liquid: string; foam: string | null; extras: "tea" | "heart" | "dust" | "marshmallow" | "crema" };

function drinkFor(ctx: ArtContext): Drink {
  if (ctx.has("tea")) return { liquid: "#a65a24", foam: null, extras: "tea" };
  if (ctx.has("americano", "no-milk", "no milk")) return { liquid: FOOD.coffee, foam: "#7b4a26", extras: "crema" };
  if (ctx.has("cappuccino")) return { liquid: "#8a5a36", foam: FOOD.milkFoam, extras: "dust" };
  if (ctx.has("chocolate")) return { liquid: "#5c2f17", foam: null, extras: "marshmallow" };
  return { liquid: "#c59465", foam: "#e9cfae", extras: "heart" };
}

function steam(rng: Rng): string {
  let out = "";
  for (let i = -1; i <= 1; i++) {
    const x = CX + i * 34 + rng.range(-4, 4);
    out += line(
      d`M${x} ${RIM - 26}C${x - 18} ${RIM - 50} ${x + 18} ${RIM - 70} ${x} ${RIM - 94}S${x + 16} ${RIM - 124} ${x} ${RIM - 140}`,
      "#fff",
      7,
      { opacity: 0.55 },
    );
  }
  return out;
}

function milkJug(ctx: ArtContext): string {
  const milk = ctx.has("oat") ? "#efe0c2" : "#ffffff";
  return g(
    path(
      d`M${318} ${236}L${368} ${236}L${372} ${330}Q${372} ${340} ${362} ${340}L${324} ${340}Q${314} ${340} ${314} ${330}Z`,
      "#dfe3e8",
      { stroke: "#a8afb8", "stroke-width": 3 },
    ) +
      path(d`M${318} ${236}L${304} ${228}L${320} ${250}Z`, "#dfe3e8", { stroke: "#a8afb8", "stroke-width": 2 }) +
      ellipse(343, 238, 25, 6, milk) +
      line(d`M${370} ${252}Q${390} ${270} ${372} ${300}`, "#a8afb8", 5) +
      // The milk type shows on a little label band (colour only).
      rect(316, 280, 56, 18, ctx.has("oat") ? "#c9a46a" : "#3e8ed0"),
  );
}

export function drawHotDrink(ctx: ArtContext): string {
  const { rng } = ctx;
  const drink = drinkFor(ctx);
  const mug = rng.pick(["#fdf6ec", "#2a9d8f", "#e76f51", "#264653"]);
  let out = shadow(CX, 344, 150, 18);
  // Saucer.
  out +=
    ellipse(CX, 326, 150, 26, "#fffaf2", { stroke: "#e6d8c4", "stroke-width": 3 }) +
    ellipse(CX, 322, 100, 14, "#f1e6d6");
  out += steam(rng);
  // Handle behind the body's right edge.
  out += path(d`M${CX + 90} ${190}C${CX + 150} ${180} ${CX + 150} ${290} ${CX + 84} ${286}`, "none", {
    stroke: mug,
    "stroke-width": 22,
  });
  out += path(d`M${CX + 90} ${190}C${CX + 150} ${180} ${CX + 150} ${290} ${CX + 84} ${286}`, "none", {
    stroke: "#000",
    "stroke-width": 22,
    opacity: 0.08,
  });
  out += path(
    d`M${CX - 100} ${RIM}L${CX + 100} ${RIM}L${CX + 92} ${290}Q${CX + 88} ${322} ${CX + 56} ${322}L${CX - 56} ${322}Q${CX - 88} ${322} ${CX - 92} ${290}Z`,
    mug,
    { stroke: "#00000026", "stroke-width": 3 },
  );
  out += rect(CX - 80, RIM + 20, 16, 110, "#fff", { rx: 8, opacity: 0.3 });
  out += ellipse(CX, RIM, 100, 24, mug, { stroke: "#00000026", "stroke-width": 3 });
  out += ellipse(CX, RIM + 2, 88, 18, drink.liquid);
  if (drink.foam)
    out += ellipse(CX, RIM + 2, drink.extras === "crema" ? 84 : 80, drink.extras === "crema" ? 16 : 15, drink.foam, {
      opacity: drink.extras === "crema" ? 0.6 : 1,
    });
  if (drink.extras === "heart")
    out += path(
      d`M${CX} ${RIM + 12}C${CX - 30} ${RIM - 2} ${CX - 18} ${RIM - 16} ${CX} ${RIM - 6}C${CX + 18} ${RIM - 16} ${CX + 30} ${RIM - 2} ${CX} ${RIM + 12}Z`,
      "#fff8ec",
    );
  if (drink.extras === "crema") out += ellipse(CX, RIM + 2, 60, 10, drink.liquid, { opacity: 0.5 });
  if (drink.extras === "dust")
    for (let i = 0; i < 26; i++)
      out += circle(CX + rng.range(-56, 56), RIM + 2 + rng.range(-9, 9), 1.6, "#6b3a1c", { opacity: 0.8 });
  if (drink.extras === "marshmallow") {
    for (let i = 0; i < 7; i++) {
      const x = CX + rng.range(-60, 60);
      const y = RIM + rng.range(-8, 6);
      out += rect(x - 9, y - 7, 18, 14, rng.pick(["#fff", "#ffd1dc"]), {
        rx: 4,
        stroke: "#e8c6cf",
        "stroke-width": 1.5,
        transform: rotate(rng.range(-30, 30), x, y),
      });
    }
  }
  if (drink.extras === "tea") {
    // Tea bag string and tag hanging over the rim.
    out += line(
      d`M${CX + 30} ${RIM}Q${CX + 70} ${RIM - 30} ${CX + 96} ${RIM + 4}L${CX + 102} ${RIM + 40}`,
      "#f4f1ea",
      2.5,
    );
    out +=
      rect(CX + 88, RIM + 40, 28, 32, "#f4f1ea", { rx: 3, stroke: "#cfc6b4", "stroke-width": 2 }) +
      rect(CX + 94, RIM + 48, 16, 16, "#2a9d8f", { rx: 2 });
  }
  if (ctx.kind !== "item" && !ctx.has("no-milk", "no milk")) out += milkJug(ctx);
  if (ctx.has("no-milk", "no milk")) {
    // Coffee beans instead of a jug: "just black".
    for (let i = 0; i < 4; i++) {
      const x = 300 + (i % 2) * 34 + rng.range(-4, 4);
      const y = 300 + Math.floor(i / 2) * 22;
      out += g(ellipse(x, y, 13, 9, "#4a2616") + line(d`M${x - 10} ${y}Q${x} ${y - 4} ${x + 10} ${y}`, "#2a140a", 2), {
        transform: rotate(rng.range(-40, 40), x, y),
      });
    }
  }
  return out;
}

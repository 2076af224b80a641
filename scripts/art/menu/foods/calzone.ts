import type { ArtContext } from "../context";
import type { DishArt } from "../dishes";
import { FOOD } from "../palette";
import { d, ellipse, line, path, shadow, specks, zigzag } from "../svg";
import { potOfSauce } from "./sauce";
import { scatterToppings } from "./toppings";

const CX = 190;
const BASE = 292;
const R = 148;

/**
 * A seeded calzone shows its own filling; a variant (sauce inside, glaze, drizzle) is the plain
 * cheese fold, since it goes with any filling. A calzone added later is guessed from its name.
 */
function fillingFor(ctx: ArtContext): DishArt {
  if (ctx.dish) return ctx.dish;
  const sauce = ctx.has("tomato") ? "tomato" : "none";
  if (ctx.kind !== "item") return { sauce, isCheesy: true, toppings: [] };
  if (ctx.has("pepperoni")) return { sauce: "tomato", isCheesy: true, toppings: ["pepperoni"] };
  if (ctx.has("chicken")) return { sauce, isCheesy: true, toppings: ["chicken", "sweetcorn"] };
  if (ctx.has("veg")) return { sauce, isCheesy: true, toppings: ["spinach", "redPepper", "onion", "mushroom"] };
  return { sauce, isCheesy: true, toppings: [] };
}

function cutPiece(ctx: ArtContext, x: number, y: number): string {
  const { rng } = ctx;
  let out = shadow(x, y + 6, 70, 12, 0.25);
  // Cross-section of the fold: a dome of crust around sauce, cheese and filling.
  out += path(d`M${x - 66} ${y}Q${x - 66} ${y - 92} ${x} ${y - 92}Q${x + 66} ${y - 92} ${x + 66} ${y}Z`, FOOD.crust, {
    stroke: FOOD.crustDark,
    "stroke-width": 3,
  });
  const filling = fillingFor(ctx);
  // Without tomato inside, the cut shows soft baked dough around the cheese.
  out += path(
    d`M${x - 52} ${y - 10}Q${x - 52} ${y - 78} ${x} ${y - 78}Q${x + 52} ${y - 78} ${x + 52} ${y - 10}Z`,
    filling.sauce === "tomato" ? FOOD.sauce : "#f6dca4",
  );
  out += path(
    d`M${x - 46} ${y - 14}Q${x - 40} ${y - 70} ${x} ${y - 70}Q${x + 44} ${y - 68} ${x + 46} ${y - 14}Q${x + 20} ${y - 24} ${x} ${y - 16}Q${x - 24} ${y - 8} ${x - 46} ${y - 14}Z`,
    FOOD.cheese,
  );
  const spots: Array<[number, number]> = [
    [x - 26, y - 40],
    [x + 4, y - 54],
    [x + 26, y - 34],
    [x - 2, y - 28],
    [x - 30, y - 22],
    [x + 30, y - 16],
  ];
  out += scatterToppings(filling.toppings, spots.slice(0, filling.toppings.length === 1 ? 4 : 6), rng, 0.9);
  return out;
}

export function drawCalzone(ctx: ArtContext): string {
  const { rng } = ctx;
  let out = shadow(CX, BASE + 22, 180, 22);
  // Plate.
  out += ellipse(CX + 6, BASE + 4, 178, 44, "#fff8ec", { stroke: "#eadbc4", "stroke-width": 3 });
  // Half-moon body.
  const body = d`M${CX - R} ${BASE}A${R} ${R * 0.95} 0 0 1 ${CX + R} ${BASE}Q${CX} ${BASE + 22} ${CX - R} ${BASE}Z`;
  out += path(body, FOOD.crust, { stroke: FOOD.crustDark, "stroke-width": 3 });
  // Crimped rim: bumps along the arc, the detail that says "folded by hand".
  // A dotted stroke along the arc (round caps, zero-length dashes) draws
  // all the bumps in two elements instead of one circle each.
  const rim = d`M${CX - R + 6} ${BASE}A${R - 6} ${R * 0.95 - 6} 0 0 1 ${CX + R - 6} ${BASE}`;
  out +=
    line(rim, FOOD.crustDark, 24, { "stroke-dasharray": "0 22.5" }) +
    line(rim, "#f0b866", 19, { "stroke-dasharray": "0 22.5" });
  out += path(
    d`M${CX - R + 30} ${BASE - 10}A${R - 30} ${(R - 30) * 0.9} 0 0 1 ${CX + R - 30} ${BASE - 10}Q${CX} ${BASE + 6} ${CX - R + 30} ${BASE - 10}Z`,
    FOOD.crustLight,
    { opacity: 0.5 },
  );
  const baked: number[][] = [];
  for (let i = 0; i < 14; i++) {
    const x = CX + rng.range(-110, 110);
    baked.push([x, BASE - rng.range(20, 110) * (1 - Math.abs(x - CX) / 200), rng.range(-4, 4), 0]);
  }
  out += specks(baked, "#c9722a", 6, { opacity: 0.5 });
  // Steam vents.
  for (let i = -1; i <= 1; i++)
    out += line(d`M${CX + i * 36 - 8} ${BASE - 70}L${CX + i * 36 + 8} ${BASE - 86}`, "#a7561c", 4);
  if (ctx.has("garlic")) {
    out += path(d`M${CX - 110} ${BASE - 40}A120 100 0 0 1 ${CX + 90} ${BASE - 100}`, "none", {
      stroke: "#ffe27a",
      "stroke-width": 16,
      opacity: 0.55,
    });
    const herbs: number[][] = [];
    for (let i = 0; i < 24; i++)
      herbs.push([CX + rng.range(-110, 100), BASE - rng.range(30, 120), rng.range(-2, 2), rng.range(-1, 1)]);
    out += specks(herbs, "#2f7a2a", 3);
  }
  if (ctx.has("chilli"))
    out += line(zigzag(CX - 110, CX + 90, BASE - 110, BASE - 40, 7), "#d8361a", 5, { opacity: 0.85 });
  if (ctx.has("tomato")) out += potOfSauce(70, 300, FOOD.sauce, rng, 0.55);
  // A cut-off piece in front shows the filling, which is what tells the calzones apart.
  out += cutPiece(ctx, CX + 104, BASE + 8);
  // Parmesan and herb dusting on top.
  const parmesan: Array<[number, number]> = [];
  for (let i = 0; i < 10; i++) parmesan.push([CX + rng.range(-90, 90), BASE - rng.range(50, 120)]);
  out += specks(parmesan, "#fff8d8", 3.6);
  return out;
}

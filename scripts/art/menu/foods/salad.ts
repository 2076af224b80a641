import type { ArtContext } from "../context";
import { FOOD } from "../palette";
import { scatterInBox, type Rng } from "../random";
import { circle, d, ellipse, g, leafPath, line, path, rect, rotate, rotatePoint, shadow, specks, zigzag } from "../svg";

const CX = 200;
const RIM_Y = 212;
const RIM_RX = 160;
const RIM_RY = 46;

/**
 * Leaves bake their rotation into the coordinates (no transform attribute)
 * and inherit outline stroke from the surrounding group: a salad has dozens.
 */
function leaf(rng: Rng, x: number, y: number, size: number, color: string, vein: boolean): string {
  const a = rng.range(-70, 70);
  let out = path(leafPath(x, y, size, a), color);
  if (vein) {
    const [x1, y1] = rotatePoint(x - size * 0.8, y, x, y, a);
    const [x2, y2] = rotatePoint(x + size * 0.8, y, x, y, a);
    out += line(d`M${x1} ${y1}L${x2} ${y2}`, "#c9ec9a", 2);
  }
  return out;
}

type Extra =
  | "feta"
  | "olive"
  | "tomato"
  | "cucumber"
  | "onion"
  | "chicken"
  | "crouton"
  | "parmesan"
  | "tuna"
  | "egg"
  | "sweetcorn"
  | "carrot";

function extra(kind: Extra, x: number, y: number, rng: Rng): string {
  const a = rng.range(-40, 40);
  switch (kind) {
    case "feta":
      return rect(x - 10, y - 10, 20, 18, FOOD.feta, {
        rx: 3,
        stroke: "#e2dccb",
        "stroke-width": 1.5,
        transform: rotate(a, x, y),
      });
    case "olive":
      return (
        ellipse(x, y, 9, 7, "#3b2a3e", { transform: rotate(a, x, y) }) +
        circle(x - 3, y - 2, 2, "#fff", { opacity: 0.4 })
      );
    case "tomato":
      return (
        circle(x, y, 13, FOOD.tomato, { stroke: "#a8221a", "stroke-width": 2 }) +
        circle(x - 4, y - 4, 3.5, "#fff", { opacity: 0.35 })
      );
    case "cucumber":
      return (
        circle(x, y, 11.5, FOOD.cucumberLight, { stroke: FOOD.cucumber, "stroke-width": 3 }) +
        specks(
          [
            [x - 3, y],
            [x + 3, y + 2],
          ],
          "#9cc77a",
          2.6,
        )
      );
    case "onion":
      return ellipse(x, y, 13, 9, "none", { stroke: FOOD.onion, "stroke-width": 3, transform: rotate(a, x, y) });
    case "chicken":
      return g(
        rect(x - 20, y - 8, 40, 16, "#e6b57a", { rx: 7, stroke: "#b07a3c", "stroke-width": 2 }) +
          line(d`M${x - 10} ${y - 7}L${x - 4} ${y + 7}M${x + 4} ${y - 7}L${x + 10} ${y + 7}`, "#8a5220", 2.5),
        {
          transform: rotate(a, x, y),
        },
      );
    case "crouton":
      return rect(x - 8, y - 8, 16, 16, "#e0a04a", {
        rx: 3,
        stroke: "#a86c24",
        "stroke-width": 1.5,
        transform: rotate(a, x, y),
      });
    case "parmesan":
      return path(d`M${x - 12} ${y}L${x + 10} ${y - 6}L${x + 6} ${y + 5}Z`, "#fbefc4", { transform: rotate(a, x, y) });
    case "tuna":
      return path(
        d`M${x - 12} ${y}Q${x - 6} ${y - 10} ${x + 6} ${y - 6}Q${x + 14} ${y} ${x + 6} ${y + 7}Q${x - 6} ${y + 8} ${x - 12} ${y}Z`,
        "#d9b8a2",
        { stroke: "#a98068", "stroke-width": 1.5 },
      );
    case "egg":
      return (
        ellipse(x, y, 16, 12, FOOD.egg, { stroke: "#e5dccb", "stroke-width": 1.5, transform: rotate(a, x, y) }) +
        circle(x, y, 7, FOOD.yolk)
      );
    case "sweetcorn":
      return specks(
        [
          [x, y],
          [x + 7, y + 2],
          [x + 3, y - 5],
        ],
        FOOD.sweetcorn,
        7,
      );
    case "carrot":
      return line(d`M${x - 12} ${y}L${x + 12} ${y - 4}`, FOOD.carrot, 4, { transform: rotate(a, x, y) });
  }
}

function extrasFor(ctx: ArtContext): Extra[] {
  if (ctx.has("greek")) return ["feta", "olive", "tomato", "cucumber", "onion", "feta"];
  if (ctx.has("caesar")) return ["chicken", "crouton", "parmesan", "crouton"];
  if (ctx.has("tuna")) return ["tuna", "egg", "sweetcorn", "tomato", "cucumber", "tuna"];
  return ["tomato", "cucumber", "carrot", "onion", "carrot"];
}

export function drawSalad(ctx: ArtContext): string {
  const { rng } = ctx;
  let out = shadow(CX, 346, 150, 16);
  out += ellipse(CX, RIM_Y, RIM_RX, RIM_RY, "#e8dccb");
  // Leaves heaped above the rim, darker at the back for depth.
  let leaves = "";
  for (const [x, y] of scatterInBox(rng, CX - 130, 130, 260, 80, 22, 20))
    leaves += leaf(rng, x, y, rng.range(24, 34), rng.pick([FOOD.lettuce, "#7ccc52", "#5aae3a"]), false);
  for (const [x, y] of scatterInBox(rng, CX - 140, 180, 280, 40, 10, 22))
    leaves += leaf(rng, x, y, rng.range(22, 30), "#86d35c", true);
  out += g(leaves, { stroke: FOOD.lettuceDark, "stroke-width": 2 });
  const extras = extrasFor(ctx);
  scatterInBox(rng, CX - 110, 140, 220, 70, 14, 30).forEach(([x, y], i) => {
    out += extra(extras[i % extras.length] as Extra, x, y, rng);
  });
  if (ctx.has("caesar-dressing", "caesar dressing")) out += line(zigzag(CX - 100, CX + 100, 150, 195, 7), "#fff5d6", 6);
  else if (ctx.has("vinaigrette")) out += line(zigzag(CX - 100, CX + 100, 150, 195, 7), "#5a2a1c", 5);
  // Front of the bowl drawn last so it tucks the leaves in.
  out += path(
    d`M${CX - RIM_RX - 4} ${RIM_Y}A${RIM_RX + 4} ${RIM_RY + 4} 0 0 0 ${CX + RIM_RX + 4} ${RIM_Y}Q${CX + RIM_RX - 10} ${320} ${CX} ${338}Q${CX - RIM_RX + 10} ${320} ${CX - RIM_RX - 4} ${RIM_Y}Z`,
    "#fffaf2",
    {
      stroke: "#e2d3bd",
      "stroke-width": 3,
    },
  );
  out += path(
    d`M${CX - RIM_RX + 18} ${268}Q${CX} ${300} ${CX + RIM_RX - 18} ${268}L${CX + RIM_RX - 28} ${288}Q${CX} ${318} ${CX - RIM_RX + 28} ${288}Z`,
    "#2a9d8f",
  );
  out += path(d`M${CX - 130} ${250}Q${CX - 110} ${300} ${CX - 60} ${322}`, "none", {
    stroke: "#fff",
    "stroke-width": 8,
    opacity: 0.7,
  });
  return out;
}

import type { ArtContext } from "../context";
import { FOOD } from "../palette";
import type { Rng } from "../random";
import { circle, d, ellipse, g, line, path, rect, rotate, shadow } from "../svg";
import { drawTopping } from "./toppings";

const CX = 200;
const TOP = 190;

function friesBehind(rng: Rng, x: number): string {
  let out = "";
  for (let i = 0; i < 7; i++) {
    const fx = x + i * 12 + rng.range(-3, 3);
    out += rect(fx, TOP - 80 + rng.range(-10, 10), 13, 110, FOOD.fry, {
      rx: 3,
      stroke: FOOD.fryDark,
      "stroke-width": 2,
      transform: rotate(rng.range(-12, 12), fx, TOP + 20),
    });
  }
  return out;
}

function mainFood(ctx: ArtContext): string {
  const { rng } = ctx;
  if (ctx.has("nugget")) {
    let out = "";
    for (let i = 0; i < 4; i++) {
      const x = CX - 30 + i * 34;
      const y = TOP - 14 - (i % 2) * 16;
      out += path(
        d`M${x - 22} ${y}Q${x - 24} ${y - 24} ${x} ${y - 22}Q${x + 26} ${y - 26} ${x + 22} ${y}Q${x + 20} ${y + 16} ${x} ${y + 14}Q${x - 20} ${y + 16} ${x - 22} ${y}Z`,
        "#e5a03e",
        { stroke: "#b06d1c", "stroke-width": 2.5 },
      );
      out += circle(x - 6, y - 8, 2.5, "#f7cf7a") + circle(x + 8, y - 2, 2, "#f7cf7a");
    }
    return out;
  }
  if (ctx.has("fish")) {
    let out = "";
    for (let i = 0; i < 3; i++)
      out += rect(CX - 20 + i * 10, TOP - 80 + i * 8, 28, 100, "#f0a43a", {
        rx: 8,
        stroke: "#b8701c",
        "stroke-width": 2.5,
        transform: rotate(18 + i * 8, CX + i * 10, TOP),
      });
    return out;
  }
  if (ctx.has("margherita", "pizza")) {
    // Mini pizza slice standing up out of the box.
    return g(
      path(d`M${CX - 10} ${TOP - 110}L${CX + 70} ${TOP + 10}L${CX - 60} ${TOP + 10}Z`, FOOD.cheese, {
        stroke: FOOD.crustDark,
        "stroke-width": 2,
      }) +
        rect(CX - 66, TOP + 2, 142, 16, FOOD.crust, { rx: 8 }) +
        drawTopping("basil", CX, TOP - 30, rng, 0.8) +
        circle(CX - 10, TOP - 58, 6, FOOD.sauce),
      { transform: rotate(-8, CX, TOP) },
    );
  }
  // Mini cheeseburger.
  return (
    rect(CX - 40, TOP - 24, 124, 26, FOOD.patty, { rx: 13 }) +
    path(d`M${CX - 42} ${TOP - 28}L${CX + 86} ${TOP - 28}L${CX + 60} ${TOP - 12}L${CX - 20} ${TOP - 14}Z`, "#ffc42e") +
    path(d`M${CX - 44} ${TOP - 28}C${CX - 44} ${TOP - 90} ${CX + 88} ${TOP - 90} ${CX + 88} ${TOP - 28}Z`, FOOD.bun, {
      stroke: FOOD.bunDark,
      "stroke-width": 2.5,
    }) +
    ellipse(CX, TOP - 60, 4, 2, "#fff4d8") +
    ellipse(CX + 30, TOP - 66, 4, 2, "#fff4d8") +
    ellipse(CX + 56, TOP - 54, 4, 2, "#fff4d8")
  );
}

/** Carton of juice or a small water bottle: the drink choice variants. */
function drink(ctx: ArtContext): string {
  let out = shadow(CX, 340, 100, 14);
  if (ctx.has("water")) {
    out += path(
      d`M${CX - 20} ${90}L${CX + 20} ${90}L${CX + 20} ${110}Q${CX + 56} ${130} ${CX + 56} ${170}L${CX + 56} ${322}Q${CX + 56} ${338} ${CX + 40} ${338}L${CX - 40} ${338}Q${CX - 56} ${338} ${CX - 56} ${322}L${CX - 56} ${170}Q${CX - 56} ${130} ${CX - 20} ${110}Z`,
      "#cdeefe",
      { stroke: "#7cc3e6", "stroke-width": 3 },
    );
    out +=
      rect(CX - 56, 210, 112, 60, "#2f7fc1") +
      rect(CX - 24, 66, 48, 28, "#e4002b", { rx: 6 }) +
      rect(CX - 44, 130, 10, 190, "#fff", { rx: 5, opacity: 0.5 });
    return out;
  }
  const orange = ctx.has("orange");
  const main = orange ? "#f7941d" : "#6cbf43";
  const fruit = orange
    ? circle(CX - 6, 250, 30, "#ff9f1c", { stroke: "#e07b00", "stroke-width": 3 }) +
      circle(CX - 14, 240, 6, "#fff", { opacity: 0.5 })
    : circle(CX - 6, 252, 30, "#e4352a") +
      path(d`M${CX - 6} ${222}Q${CX + 10} ${206} ${CX + 24} ${214}Q${CX + 8} ${226} ${CX - 6} ${222}Z`, "#3f8f2c");
  // Front and side faces give the carton its box shape.
  out += path(d`M${CX - 70} ${130}L${CX + 40} ${130}L${CX + 40} ${336}L${CX - 70} ${336}Z`, main, {
    stroke: "#00000026",
    "stroke-width": 3,
  });
  out +=
    path(d`M${CX + 40} ${130}L${CX + 80} ${110}L${CX + 80} ${316}L${CX + 40} ${336}Z`, main, {
      stroke: "#00000026",
      "stroke-width": 3,
    }) + path(d`M${CX + 40} ${130}L${CX + 80} ${110}L${CX + 80} ${316}L${CX + 40} ${336}Z`, "#000", { opacity: 0.15 });
  out += path(d`M${CX - 70} ${130}L${CX - 30} ${110}L${CX + 80} ${110}L${CX + 40} ${130}Z`, "#fff", { opacity: 0.6 });
  out += rect(CX - 70, 180, 110, 130, "#fff", { opacity: 0.9 }) + fruit;
  out +=
    line(d`M${CX + 20} ${120}L${CX + 20} ${60}L${CX + 50} ${40}`, "#fff", 10) +
    line(d`M${CX + 20} ${120}L${CX + 20} ${60}L${CX + 50} ${40}`, "#f28db2", 10, { "stroke-dasharray": "8 8" });
  return out;
}

export function drawHappyMeal(ctx: ArtContext): string {
  const { rng } = ctx;
  if (ctx.kind === "variant") return drink(ctx);
  let out = shadow(CX, 346, 140, 16);
  // Handle arches sit behind the food; the box front is drawn last.
  out += line(
    d`M${CX - 110} ${TOP + 10}Q${CX - 100} ${TOP - 130} ${CX} ${TOP - 136}Q${CX + 100} ${TOP - 130} ${CX + 110} ${TOP + 10}`,
    "#ffc72c",
    16,
  );
  out += line(
    d`M${CX - 110} ${TOP + 10}Q${CX - 100} ${TOP - 130} ${CX} ${TOP - 136}Q${CX + 100} ${TOP - 130} ${CX + 110} ${TOP + 10}`,
    "#e8a800",
    4,
    { opacity: 0.6 },
  );
  out += friesBehind(rng, CX - 100);
  out += mainFood(ctx);
  // Back flap and box body.
  out += path(d`M${CX - 130} ${TOP}L${CX + 130} ${TOP}L${CX + 110} ${340}L${CX - 110} ${340}Z`, "#e4002b", {
    stroke: "#a50020",
    "stroke-width": 3,
  });
  out += path(d`M${CX - 130} ${TOP}L${CX + 130} ${TOP}L${CX + 146} ${TOP - 22}L${CX - 146} ${TOP - 22}Z`, "#ff2a45", {
    stroke: "#a50020",
    "stroke-width": 3,
    opacity: 0.95,
  });
  // The smile: the box's signature, drawn as shapes only.
  out += path(d`M${CX - 70} ${250}Q${CX} ${320} ${CX + 70} ${250}Q${CX} ${296} ${CX - 70} ${250}Z`, "#ffc72c");
  out += circle(CX - 44, 226, 10, "#ffc72c") + circle(CX + 44, 226, 10, "#ffc72c");
  out += path(d`M${CX - 120} ${TOP + 10}L${CX - 108} ${TOP + 10}L${CX - 96} ${330}L${CX - 104} ${330}Z`, "#fff", {
    opacity: 0.2,
  });
  return out;
}

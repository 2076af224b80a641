import type { ArtContext } from "../context";
import { FOOD } from "../palette";
import type { Rng } from "../random";
import {
  circle,
  d,
  ellipse,
  g,
  line,
  path,
  rotate,
  rotatedRect,
  rotatePoint,
  shadow,
  smoothClosed,
  specks,
} from "../svg";

const CX = 200;
const BOX_TOP = 178;

/**
 * Straight fries fanned out of the carton; angle grows towards the edges like
 * a real scoop. Rotation is baked into each stick's path and the colours sit
 * on one wrapping group, so seventeen fries cost under 2 KB.
 */
function sticks(rng: Rng, fill: string, edge: string): string {
  let out = "";
  const count = 17;
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1) - 0.5;
    const x = CX + t * 180 + rng.range(-6, 6);
    const top = 70 + Math.abs(t) * 70 + rng.range(-14, 14);
    const angle = t * 34 + rng.range(-5, 5);
    const pivotY = BOX_TOP + 80;
    const [hx1, hy1] = rotatePoint(x - 3, top + 8, x, pivotY, angle);
    const [hx2, hy2] = rotatePoint(x - 3, top + 120, x, pivotY, angle);
    // Sticks end just below the pivot so tilted ones can't poke out of the carton's sides.
    out +=
      path(rotatedRect(x - 9, top, 18, pivotY + 10 - top, x, pivotY, angle), fill) +
      line(d`M${hx1} ${hy1}L${hx2} ${hy2}`, "#fff", 4, { opacity: 0.3 });
  }
  return g(out, { stroke: edge, "stroke-width": 2 });
}

/**
 * Curly fries: each one a stretched spring, drawn as alternating elliptical
 * arcs (the side view of a helix) so the spiral reads without many points.
 */
function curls(rng: Rng): string {
  let out = "";
  for (let i = 0; i < 8; i++) {
    const x = CX - 90 + i * 26 + rng.range(-6, 6);
    const top = 76 + Math.abs(x - CX) * 0.5 + rng.range(-10, 10);
    const angle = (x - CX) * 0.25 + rng.range(-8, 8);
    const r = rng.range(13, 17);
    let dd = d`M${x - r} ${BOX_TOP + 40}`;
    let y = BOX_TOP + 40;
    for (let k = 0; y > top; k++) {
      y -= 11;
      dd += k % 2 === 0 ? d`A${r} ${r * 0.55} 0 0 0 ${x + r} ${y}` : d`A${r} ${r * 0.55} 0 0 0 ${x - r} ${y}`;
    }
    out += g(line(dd, FOOD.fryDark, 11) + line(dd, "#f4b740", 7), { transform: rotate(angle, x, BOX_TOP + 40) });
  }
  return out;
}

/** A melted cheese cap over the top of the fries, with drips. */
function cheeseCap(rng: Rng): string {
  const points: Array<[number, number]> = [];
  for (let i = 0; i <= 10; i++) {
    const x = CX - 110 + i * 22;
    points.push([x, 128 + rng.range(-16, 10) + Math.abs(x - CX) * 0.3]);
  }
  for (let i = 10; i >= 0; i--) {
    const x = CX - 110 + i * 22;
    points.push([x, BOX_TOP + (i % 3 === 1 ? 26 : 4) + rng.range(0, 6)]);
  }
  return path(smoothClosed(points), "#ffc933", { stroke: "#e59a12", "stroke-width": 2 });
}

export function drawFries(ctx: ArtContext): string {
  const { rng } = ctx;
  const sweet = ctx.has("sweet");
  let out = shadow(CX, 344, 118, 14);
  out += ctx.has("curly") ? curls(rng) : sticks(rng, sweet ? "#f3922f" : FOOD.fry, sweet ? "#c9641a" : FOOD.fryDark);
  if (ctx.has("cheese", "cheesy")) out += cheeseCap(rng);
  if (ctx.has("loaded", "chilli")) {
    // Beef chilli crumbs, jalapeño rings and a sour cream swirl on the cheese.
    const mince: Array<[number, number]> = [];
    for (let i = 0; i < 14; i++) mince.push([CX + rng.range(-85, 85), rng.range(140, 175)]);
    out += specks(mince, "#8a3a1a", 13) + specks(mince, FOOD.beef, 10);
    for (let i = 0; i < 4; i++)
      out += circle(CX - 75 + i * 50 + rng.range(-8, 8), rng.range(130, 160), 8, "#8fd16a", {
        stroke: FOOD.jalapeno,
        "stroke-width": 3,
      });
    out += line(d`M${CX - 50} ${140}Q${CX - 20} ${120} ${CX} ${142}T${CX + 50} ${138}`, "#fffaf0", 8);
  }
  if (ctx.has("peri")) {
    for (const colour of ["#c7361c", "#8f2010", "#e85a1a"]) {
      const dust: Array<[number, number]> = [];
      for (let i = 0; i < 14; i++) dust.push([CX + rng.range(-100, 100), rng.range(70, 180)]);
      out += specks(dust, colour, rng.range(3, 4.5));
    }
  }
  const salted = ctx.has("salt") && !ctx.has("unsalted");
  if (salted || (ctx.kind === "item" && !ctx.has("peri", "loaded"))) {
    const salt: Array<[number, number]> = [];
    for (let i = 0; i < 26; i++) salt.push([CX + rng.range(-100, 100), rng.range(70, 178)]);
    out += specks(salt, "#fff", 3.6, { opacity: 0.9 });
  }
  if (ctx.has("vinegar")) {
    for (let i = 0; i < 8; i++) {
      const x = CX + rng.range(-90, 90);
      const y = rng.range(90, 170);
      out += path(d`M${x} ${y - 7}Q${x + 5} ${y} ${x} ${y + 4}Q${x - 5} ${y} ${x} ${y - 7}Z`, "#c98b2c", {
        opacity: 0.75,
      });
    }
  }
  // Classic red carton with a curved front lip, drawn last so it hides the fry ends.
  const carton = d`M${CX - 108} ${BOX_TOP - 8}Q${CX} ${BOX_TOP + 40} ${CX + 108} ${BOX_TOP - 8}L${CX + 80} ${340}Q${CX} ${350} ${CX - 80} ${340}Z`;
  out += path(carton, "#d7261e", { stroke: "#a3150f", "stroke-width": 3 });
  out += path(
    d`M${CX - 96} ${BOX_TOP + 6}Q${CX} ${BOX_TOP + 50} ${CX + 96} ${BOX_TOP + 6}L${CX + 92} ${BOX_TOP + 22}Q${CX} ${BOX_TOP + 66} ${CX - 92} ${BOX_TOP + 22}Z`,
    "#ffcf3a",
  );
  out += ellipse(CX, 282, 32, 32, "#ffcf3a") + ellipse(CX, 282, 22, 22, "#d7261e");
  out += path(d`M${CX - 72} ${BOX_TOP + 40}L${CX - 88} ${BOX_TOP + 30}L${CX - 64} ${330}L${CX - 52} ${332}Z`, "#fff", {
    opacity: 0.18,
  });
  return out;
}

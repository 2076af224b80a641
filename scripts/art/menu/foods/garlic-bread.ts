import type { ArtContext } from "../context";
import { FOOD } from "../palette";
import type { Rng } from "../random";
import { blob, circle, d, ellipse, g, line, path, rotate, shadow, specks } from "../svg";

const CX = 200;

/** Herb and garlic flecks: the visual difference between garlic bread and plain toast. */
function flecks(rng: Rng, x: number, y: number, rx: number, ry: number, count: number): string {
  const herbs: number[][] = [];
  const garlic: number[][] = [];
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next());
    const point = [x + Math.cos(a) * rx * r, y + Math.sin(a) * ry * r, rng.range(-2, 2), rng.range(-1.5, 1.5)];
    (rng.chance(0.7) ? herbs : garlic).push(point);
  }
  return specks(herbs, "#2f7a2a", 3) + specks(garlic, "#fffbe8", 4);
}

function slice(ctx: ArtContext, x: number, y: number, angle: number, cheese: boolean, jalapeno: boolean): string {
  const { rng } = ctx;
  let out = ellipse(x, y + 8, 62, 40, FOOD.crustDark);
  out += ellipse(x, y, 62, 40, "#d9892f", { stroke: "#a9611b", "stroke-width": 3 });
  out += path(blob(rng, x, y - 2, 52, 31, 2, 10), "#f7d98c");
  // Butter soaks darker into the crumb.
  out += path(blob(rng, x, y - 2, 40, 22, 4, 9), "#f2bf4a", { opacity: 0.7 });
  if (cheese) {
    out += path(blob(rng, x, y - 4, 50, 30, 5, 11), FOOD.cheese, { stroke: "#e8a21a", "stroke-width": 1.5 });
    const browned: number[][] = [];
    for (let i = 0; i < 4; i++) browned.push([x + rng.range(-30, 30), y + rng.range(-16, 12), rng.range(-2, 2), 0]);
    out += specks(browned, FOOD.cheeseBrown, 7, { opacity: 0.7 });
    if (jalapeno) {
      // Jalapeño rings as stacked round specks: dark skin, pale flesh, seeds.
      const rings: Array<[number, number]> = [];
      for (let i = 0; i < 3; i++) rings.push([x - 24 + i * 24 + rng.range(-4, 4), y + rng.range(-10, 8)]);
      out += specks(rings, FOOD.jalapeno, 20) + specks(rings, "#8fd16a", 13) + specks(rings, "#f4f1d0", 4);
    }
  }
  out += flecks(rng, x, y - 2, 44, 24, cheese ? 8 : 16);
  return g(out, { transform: rotate(angle, x, y) });
}

function garlicBulb(x: number, y: number): string {
  return (
    path(
      d`M${x} ${y - 40}Q${x + 40} ${y - 20} ${x + 36} ${y + 10}Q${x + 30} ${y + 36} ${x} ${y + 36}Q${x - 30} ${y + 36} ${x - 36} ${y + 10}Q${x - 40} ${y - 20} ${x} ${y - 40}Z`,
      "#fbf4e4",
      { stroke: "#d8c7a8", "stroke-width": 3 },
    ) +
    line(
      d`M${x} ${y - 36}Q${x - 14} ${y} ${x - 4} ${y + 34}M${x} ${y - 36}Q${x + 16} ${y} ${x + 8} ${y + 34}`,
      "#e4d4b5",
      3,
    ) +
    line(d`M${x} ${y - 40}L${x + 2} ${y - 52}`, "#cdb68b", 5)
  );
}

function pizzaBread(ctx: ArtContext): string {
  const { rng } = ctx;
  let out = shadow(CX + 6, 218, 168, 160);
  out += circle(CX, 204, 164, "#8a5530") + circle(CX, 200, 164, "#a86a3c");
  for (let i = -3; i <= 3; i++) {
    const half = Math.sqrt(160 * 160 - (i * 44) ** 2);
    out += line(d`M${CX - half} ${200 + i * 44}L${CX + half} ${200 + i * 44}`, "#95592f", 2, { opacity: 0.4 });
  }
  out += path(blob(rng, CX, 200, 140, 140, 3, 16), FOOD.crust, { stroke: FOOD.crustDark, "stroke-width": 3 });
  out += path(blob(rng, CX, 200, 122, 122, 4, 16), FOOD.sauce);
  // Glossy butter sheen and slivers of garlic over the tomato.
  const slivers: number[][] = [];
  for (let i = 0; i < 14; i++) {
    const x = CX + rng.range(-90, 90);
    const y = 200 + rng.range(-90, 90);
    if ((x - CX) ** 2 + (y - 200) ** 2 <= 100 * 100) slivers.push([x, y, rng.range(-4, 4), rng.range(-3, 3)]);
  }
  out += specks(slivers, "#fbf1d2", 6);
  out += flecks(rng, CX, 200, 105, 105, 60);
  // Cut into strips rather than wedges: that's how pizza bread is served.
  for (let i = -2; i <= 2; i++) {
    const half = Math.sqrt(138 * 138 - (i * 46) ** 2);
    out += line(d`M${CX + i * 46} ${200 - half}L${CX + i * 46} ${200 + half}`, "#7a2a12", 3, { opacity: 0.3 });
  }
  return out;
}

export function drawGarlicBread(ctx: ArtContext): string {
  if (ctx.has("pizza-bread", "pizza bread")) return pizzaBread(ctx);
  // A variant (which butter) goes with any garlic bread, so it shows the plain one.
  const dish = ctx.dish;
  const cheese = dish ? dish.isCheesy : ctx.kind === "item" && ctx.has("cheese");
  const jalapeno = dish ? dish.toppings.includes("jalapeno") : ctx.kind === "item" && ctx.has("jalape");
  // Slices fanned out on a wooden board, back to front.
  let out = shadow(CX + 8, 330, 170, 26);
  out += path(
    d`M${CX - 170} ${150}Q${CX - 176} ${120} ${CX - 140} ${118}L${CX + 150} ${118}Q${CX + 176} ${118} ${CX + 172} ${150}L${CX + 166} ${300}Q${CX + 164} ${324} ${CX + 140} ${324}L${CX - 146} ${324}Q${CX - 168} ${324} ${CX - 166} ${300}Z`,
    "#b97a45",
    { stroke: "#8a5530", "stroke-width": 4 },
  );
  for (let i = 0; i < 5; i++)
    out += line(d`M${CX - 150} ${140 + i * 40}Q${CX} ${146 + i * 40} ${CX + 150} ${136 + i * 40}`, "#a56a3a", 2.5, {
      opacity: 0.6,
    });
  const positions: Array<[number, number, number]> = [
    [CX - 92, 176, -18],
    [CX + 4, 160, -12],
    [CX + 96, 178, -6],
    [CX - 50, 262, -16],
    [CX + 50, 262, -8],
  ];
  for (const [x, y, a] of positions) out += slice(ctx, x, y, a + ctx.rng.range(-4, 4), cheese, jalapeno);
  if (ctx.has("extra-garlic", "extra garlic")) out += garlicBulb(CX + 140, 300);
  if (ctx.has("vegan"))
    out += g(
      path(d`M${CX + 120} ${290}L${CX + 170} ${290}L${CX + 160} ${330}L${CX + 130} ${330}Z`, "#fff", {
        stroke: "#ddd",
        "stroke-width": 2,
      }) + ellipse(CX + 145, 288, 22, 8, "#fff0a8"),
      {},
    );
  return out;
}

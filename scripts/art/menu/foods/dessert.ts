import type { ArtContext } from "../context";
import { FOOD } from "../palette";
import type { Rng } from "../random";
import { blob, circle, d, ellipse, g, line, path, rect, rotate, shadow } from "../svg";

const CX = 200;

function plate(y: number): string {
  return (
    shadow(CX, y + 14, 170, 24) +
    ellipse(CX, y, 176, 46, "#fff8ef", { stroke: "#eadbc8", "stroke-width": 3 }) +
    ellipse(CX, y - 4, 130, 30, "#f5e9d8")
  );
}

/**
 * A cake wedge in three-quarter view: top face, long side face with layers,
 * and the outer end face. Layer colours make it chocolate cake or cheesecake.
 */
function wedge(layers: Array<[string, number]>, top: string, icingDrip: string | null): string {
  const tip: [number, number] = [90, 226];
  const backL: [number, number] = [262, 150];
  const backR: [number, number] = [318, 196];
  const h = layers.reduce((sum, [, t]) => sum + t, 0);
  let out = "";
  // Outer (back) end face.
  out += path(
    d`M${backR[0]} ${backR[1]}L${backL[0]} ${backL[1]}L${backL[0]} ${backL[1] + h}L${backR[0]} ${backR[1] + h}Z`,
    layers[0]?.[0] ?? top,
    { stroke: "#00000030", "stroke-width": 2 },
  );
  // Long side face with horizontal layers.
  let y0 = 0;
  for (const [colour, t] of layers) {
    out += path(
      d`M${tip[0]} ${tip[1] + y0}L${backR[0]} ${backR[1] + y0}L${backR[0]} ${backR[1] + y0 + t}L${tip[0]} ${tip[1] + y0 + t}Z`,
      colour,
    );
    y0 += t;
  }
  out += path(
    d`M${tip[0]} ${tip[1]}L${backR[0]} ${backR[1]}L${backR[0]} ${backR[1] + h}L${tip[0]} ${tip[1] + h}Z`,
    "none",
    { stroke: "#00000030", "stroke-width": 2 },
  );
  out += path(d`M${tip[0]} ${tip[1]}L${backL[0]} ${backL[1]}L${backR[0]} ${backR[1]}Z`, top, {
    stroke: "#00000030",
    "stroke-width": 2,
  });
  if (icingDrip) {
    let drip = d`M${tip[0]} ${tip[1]}L${backR[0]} ${backR[1]}L${backR[0]} ${backR[1] + 12}`;
    for (let i = 5; i >= 1; i--) {
      const t = i / 6;
      const x = tip[0] + (backR[0] - tip[0]) * t;
      const y = tip[1] + (backR[1] - tip[1]) * t;
      drip += d`L${x + 8} ${y + 8}Q${x + 6} ${y + 24 + (i % 2) * 10} ${x} ${y + 24 + (i % 2) * 10}Q${x - 6} ${y + 24 + (i % 2) * 10} ${x - 8} ${y + 8}`;
    }
    drip += d`L${tip[0]} ${tip[1] + 8}Z`;
    out += path(drip, icingDrip);
  }
  return out;
}

function chocolateCake(rng: Rng): string {
  let out = plate(300);
  out += wedge(
    [
      [FOOD.chocolateLight, 30],
      ["#3a1a0e", 10],
      [FOOD.chocolateLight, 30],
      ["#3a1a0e", 10],
    ],
    "#3a1a0e",
    "#3a1a0e",
  );
  // Chocolate curls and a strawberry on top.
  for (let i = 0; i < 5; i++)
    out += ellipse(200 + rng.range(-40, 50), 190 + rng.range(-12, 10), 9, 3.5, "#6f3a22", {
      transform: rotate(rng.range(0, 180), 200, 190),
    });
  out +=
    path(
      d`M${236} ${160}Q${262} ${166} ${256} ${188}Q${244} ${206} ${228} ${186}Q${222} ${164} ${236} ${160}Z`,
      FOOD.strawberry,
    ) + path(d`M${230} ${160}L${246} ${150}L${244} ${164}Z`, "#3f8f2c");
  return out;
}

function cheesecake(rng: Rng): string {
  let out = plate(300);
  out += wedge(
    [
      ["#fff1cf", 62],
      ["#c9863e", 18],
    ],
    FOOD.strawberry,
    FOOD.strawberry,
  );
  for (let i = 0; i < 3; i++) {
    const x = 170 + i * 40 + rng.range(-6, 6);
    const y = 188 + rng.range(-6, 6) - i * 6;
    out +=
      path(
        d`M${x} ${y - 14}Q${x + 16} ${y - 12} ${x + 12} ${y + 4}Q${x} ${y + 16} ${x - 12} ${y + 4}Q${x - 16} ${y - 12} ${x} ${y - 14}Z`,
        "#e0203a",
        { stroke: "#a51427", "stroke-width": 2 },
      ) +
      circle(x - 3, y - 4, 1.5, "#ffe28a") +
      circle(x + 4, y, 1.5, "#ffe28a");
  }
  return out;
}

function scoop(x: number, y: number, r: number, fill: string, rng: Rng): string {
  // Scalloped bottom edge = ice cream, not a ball.
  let dd = d`M${x - r} ${y + r * 0.3}`;
  for (let i = 0; i < 5; i++)
    dd += d`Q${x - r + (i + 0.5) * (r * 0.4)} ${y + r * 0.65 + rng.range(-3, 3)} ${x - r + (i + 1) * (r * 0.4)} ${y + r * 0.3}`;
  dd += d`A${r} ${r} 0 0 0 ${x - r} ${y + r * 0.3}Z`;
  return (
    path(dd, fill, { stroke: "#00000022", "stroke-width": 2 }) +
    ellipse(x - r * 0.35, y - r * 0.45, r * 0.3, r * 0.16, "#fff", { opacity: 0.6, transform: rotate(-30, x, y) })
  );
}

function iceCreamBowl(rng: Rng, flavours: string[]): string {
  let out = shadow(CX, 340, 120, 14);
  out += path(
    d`M${CX - 130} ${220}Q${CX - 120} ${320} ${CX} ${330}Q${CX + 120} ${320} ${CX + 130} ${220}Z`,
    "#fdfaf6",
    { stroke: "#e2d5c3", "stroke-width": 3 },
  );
  const spots: Array<[number, number, number]> = [
    [CX - 56, 196, 52],
    [CX + 56, 196, 52],
    [CX, 150, 56],
  ];
  spots.forEach(([x, y, r], i) => {
    out += scoop(x, y, r, flavours[i % flavours.length] ?? "#fff3d6", rng);
  });
  // Wafer fan and a drizzle of sauce.
  out += g(
    rect(CX + 30, 70, 28, 86, "#f0c27a", { rx: 3, stroke: "#c8934a", "stroke-width": 2 }) +
      line(
        d`M${CX + 36} ${80}L${CX + 36} ${150}M${CX + 44} ${80}L${CX + 44} ${150}M${CX + 52} ${80}L${CX + 52} ${150}`,
        "#c8934a",
        1.5,
      ),
    {
      transform: rotate(24, CX + 44, 150),
    },
  );
  out += path(d`M${CX - 130} ${220}Q${CX} ${246} ${CX + 130} ${220}Q${CX} ${232} ${CX - 130} ${220}Z`, "#e2d5c3");
  out += path(d`M${CX - 110} ${236}Q${CX - 100} ${296} ${CX - 50} ${314}`, "none", {
    stroke: "#fff",
    "stroke-width": 8,
    opacity: 0.8,
  });
  return out;
}

function stickyToffee(rng: Rng): string {
  let out = plate(300);
  out += path(
    d`M${CX - 100} ${290}Q${CX - 104} ${170} ${CX} ${164}Q${CX + 104} ${170} ${CX + 100} ${290}Z`,
    "#7a3d17",
    { stroke: "#50240c", "stroke-width": 3 },
  );
  for (let i = 0; i < 10; i++) out += ellipse(CX + rng.range(-70, 70), rng.range(200, 280), 5, 3, "#4a2008");
  // Toffee sauce flooding over the top and pooling on the plate.
  out += path(blob(rng, CX, 300, 150, 28, 6, 12), FOOD.toffee);
  let cap = d`M${CX - 92} ${200}Q${CX} ${140} ${CX + 92} ${200}`;
  for (let i = 4; i >= 0; i--) {
    const x = CX - 80 + i * 40;
    cap += d`L${x + 10} ${206}Q${x + 8} ${230 + (i % 2) * 16} ${x} ${230 + (i % 2) * 16}Q${x - 8} ${230 + (i % 2) * 16} ${x - 10} ${206}`;
  }
  out +=
    path(cap + "Z", FOOD.toffee) +
    path(d`M${CX - 50} ${180}Q${CX} ${158} ${CX + 40} ${172}`, "none", {
      stroke: "#ffd29a",
      "stroke-width": 6,
      opacity: 0.6,
    });
  return out;
}

function cookieDough(rng: Rng): string {
  let out = shadow(CX, 330, 160, 26);
  // Cast-iron skillet seen from above at a slight angle.
  out += line(d`M${CX + 140} ${230}L${CX + 190} ${260}`, "#2e2a28", 26);
  out += ellipse(CX, 230, 170, 110, "#3a3532") + ellipse(CX, 224, 150, 94, "#2e2a28");
  out += path(blob(rng, CX, 222, 136, 84, 6, 14), "#d99a4e");
  out += path(blob(rng, CX - 10, 214, 96, 56, 8, 12), "#eab469", { opacity: 0.9 });
  for (let i = 0; i < 18; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next());
    out += path(blob(rng, CX + Math.cos(a) * 110 * r, 222 + Math.sin(a) * 66 * r, 9, 7, 2, 6), "#3b1d0e");
  }
  out += scoop(CX + 30, 190, 40, "#fff3d6", rng);
  return out;
}

function custard(rng: Rng): string {
  let out = shadow(CX, 340, 130, 14);
  out += ellipse(CX, 220, 140, 40, "#e9dccb");
  out += ellipse(CX, 222, 126, 32, FOOD.custard) + ellipse(CX - 30, 214, 50, 10, "#fff2a6", { opacity: 0.7 });
  out += path(
    d`M${CX - 140} ${220}Q${CX - 130} ${330} ${CX} ${334}Q${CX + 130} ${330} ${CX + 140} ${220}A140 40 0 0 1 ${CX - 140} ${220}Z`,
    "#fdfaf6",
    { stroke: "#e2d5c3", "stroke-width": 3 },
  );
  // Jug tipped over the bowl, pouring a ribbon of custard in.
  out += line(d`M${CX + 62} ${118}Q${CX + 40} ${160} ${CX + 36} ${214}`, FOOD.custard, 14);
  out += g(
    path(
      d`M${CX + 60} ${60}L${CX + 140} ${60}Q${CX + 150} ${110} ${CX + 138} ${150}L${CX + 74} ${150}Q${CX + 62} ${110} ${CX + 60} ${60}Z`,
      "#fffdf8",
      { stroke: "#d9cdb9", "stroke-width": 3 },
    ) +
      path(d`M${CX + 60} ${60}L${CX + 42} ${50}L${CX + 68} ${76}Z`, "#fffdf8", {
        stroke: "#d9cdb9",
        "stroke-width": 2,
      }) +
      line(d`M${CX + 140} ${76}Q${CX + 172} ${90} ${CX + 140} ${128}`, "#d9cdb9", 8) +
      rect(CX + 66, 96, 78, 10, "#2a9d8f", { opacity: 0.8 }),
    { transform: rotate(-38, CX + 100, 104) },
  );
  out += circle(CX - 40 + rng.range(-5, 5), 224, 4, "#f2b400", { opacity: 0.5 });
  return out;
}

function whippedCream(): string {
  let out = shadow(CX, 340, 120, 14);
  out += path(
    d`M${CX - 120} ${230}Q${CX - 110} ${330} ${CX} ${334}Q${CX + 110} ${330} ${CX + 120} ${230}Z`,
    "#f7c5d0",
    { stroke: "#d99aab", "stroke-width": 3 },
  );
  // Piped swirl: stacked, shrinking ridged tiers.
  const tiers: Array<[number, number]> = [
    [230, 116],
    [190, 90],
    [152, 62],
    [120, 36],
  ];
  for (const [y, w] of tiers) {
    let dd = d`M${CX - w} ${y}`;
    for (let i = 0; i < 6; i++) dd += d`Q${CX - w + (i + 0.5) * (w / 3)} ${y + 18} ${CX - w + (i + 1) * (w / 3)} ${y}`;
    dd += d`Q${CX} ${y - 60} ${CX - w} ${y}Z`;
    out += path(dd, "#fffdf7", { stroke: "#e8ddd0", "stroke-width": 2.5 });
  }
  out += circle(CX, 84, 14, FOOD.strawberry) + line(d`M${CX} ${70}Q${CX + 8} ${56} ${CX + 20} ${52}`, "#3f8f2c", 3);
  return out;
}

export function drawDessert(ctx: ArtContext): string {
  const { rng } = ctx;
  if (ctx.has("custard")) return custard(rng);
  if (ctx.has("whipped")) return whippedCream();
  if (ctx.has("cheesecake")) return cheesecake(rng);
  if (ctx.has("fudge", "chocolate")) return chocolateCake(rng);
  if (ctx.has("toffee")) return stickyToffee(rng);
  if (ctx.has("cookie")) return cookieDough(rng);
  if (ctx.has("ice cream", "ice-cream")) return iceCreamBowl(rng, ["#fff3d6", "#fff3d6", "#fffaf0"]);
  return iceCreamBowl(rng, ["#f7b6c8", "#fff3d6", "#8a4b2a"]);
}

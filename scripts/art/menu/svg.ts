/**
 * Minimal SVG string builders. Hand-written strings (rather than a DOM or a
 * library) keep the module usable from a plain Node script, a test and the
 * browser alike, and make byte-level determinism easy to reason about.
 */

/**
 * Coordinates are rounded to whole pixels (invisible at 400px) but small
 * values such as stroke widths and radii keep one decimal, where the
 * difference shows. Keeps each picture in the few-kilobyte range.
 */
export function n(value: number): string {
  const rounded = Math.abs(value) >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  if (rounded === 0) return "0";
  return String(rounded).replace(/^(-?)0\./, "$1.");
}

/** "#ffaa00" → "#fa0": free bytes on every fill and stroke. */
function shortHex(value: string): string {
  const m = /^#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3$/i.exec(value);
  return m ? `#${m[1]}${m[2]}${m[3]}` : value;
}

export type Attrs = Record<string, string | number | undefined>;

function attrs(values: Attrs): string {
  let out = "";
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === "number" ? n(value) : shortHex(value)}"`;
  }
  return out;
}

export function el(tag: string, values: Attrs): string {
  return `<${tag}${attrs(values)}/>`;
}

export function g(body: string, values: Attrs = {}): string {
  return `<g${attrs(values)}>${body}</g>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return el("circle", { cx, cy, r, fill, ...extra });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string {
  return el("ellipse", { cx, cy, rx, ry, fill, ...extra });
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string {
  return el("rect", { x, y, width: w, height: h, fill, ...extra });
}

export function path(d: string, fill: string, extra: Attrs = {}): string {
  return el("path", { d: compactPath(d), fill, ...extra });
}

/**
 * A stroked, unfilled path: drizzles, steam, straws, outlines. Round caps and
 * joins are set once on the root <svg> (they inherit) rather than per path.
 */
export function line(d: string, stroke: string, width: number, extra: Attrs = {}): string {
  return el("path", { d: compactPath(d), fill: "none", stroke, "stroke-width": width, ...extra });
}

/**
 * Template tag for path data: numbers are rounded with n() so callers can do
 * arithmetic inline without bloating the output with 15-digit floats.
 */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? "";
  for (let i = 0; i < values.length; i++) out += n(values[i] ?? 0) + (strings[i + 1] ?? "");
  return out;
}

export function rotate(deg: number, cx: number, cy: number): string {
  return `rotate(${n(deg)} ${n(cx)} ${n(cy)})`;
}

/**
 * Smooth closed outline through the neighbourhood of the points (a quadratic
 * B-spline: control points at the given points, curve through the midpoints).
 * Gives the organic, hand-drawn edges (melted cheese, lettuce, sauce pools)
 * that make flat illustrations read as food, with 4 numbers per point instead
 * of the 6 a cubic spline would need.
 */
export function smoothClosed(points: ReadonlyArray<readonly [number, number]>): string {
  const count = points.length;
  if (count < 3) return "";
  const at = (i: number): readonly [number, number] => points[i % count] as readonly [number, number];
  const mid = (i: number): [number, number] => {
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    return [(x1 + x2) / 2, (y1 + y2) / 2];
  };
  const [sx, sy] = mid(0);
  let out = d`M${sx} ${sy}`;
  for (let i = 1; i <= count; i++) {
    const [cx, cy] = at(i);
    const [ex, ey] = mid(i);
    out += d`Q${cx} ${cy} ${ex} ${ey}`;
  }
  return out + "Z";
}

/** A wobbly circle-ish outline; `wobble` is the max radial deviation in px. */
export function blob(
  rng: { range(min: number, max: number): number },
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble: number,
  count = 12,
): string {
  const points: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const k = rng.range(-wobble, wobble);
    points.push([cx + (rx + k) * Math.cos(a), cy + (ry + k * (ry / rx)) * Math.sin(a)]);
  }
  return smoothClosed(points);
}

/** Soft warm-tinted contact shadow: pure black looks dirty on warm backgrounds. */
export function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.2): string {
  return ellipse(cx, cy, rx, ry, "#5a1e00", { opacity });
}

/** Wavy open path along a horizontal line, for lettuce frills, drizzles and steam. */
export function wave(x1: number, x2: number, y: number, amp: number, period: number): string {
  let out = d`M${x1} ${y}`;
  let flip = 1;
  for (let x = x1; x < x2 - 0.01; x += period) {
    const nx = Math.min(x + period, x2);
    out += d`Q${(x + nx) / 2} ${y + amp * flip} ${nx} ${y}`;
    flip = -flip;
  }
  return out;
}

/** Zigzag drizzle (sauce squeezed over food) between two x positions. */
export function zigzag(x1: number, x2: number, yTop: number, yBottom: number, steps: number): string {
  let out = d`M${x1} ${yTop}`;
  for (let i = 1; i <= steps; i++) {
    const x = x1 + ((x2 - x1) * i) / steps;
    const y = i % 2 === 1 ? yBottom : yTop;
    out += d`Q${x - (x2 - x1) / steps / 2} ${(yTop + yBottom) / 2 + (i % 2 === 1 ? -6 : 6)} ${x} ${y}`;
  }
  return out;
}

/**
 * Many dots or short dashes in ONE stroked path ("M x y l dx dy" per speck).
 * With the root's round caps each subpath renders as a dot or pill; this is
 * ~12 bytes per speck instead of ~60 for a <circle>, which is what keeps
 * speckle-heavy pictures (crumbs, herbs, salt, seeds) small.
 * A point may carry its own [x, y, dx, dy] to vary the dash direction.
 */
export function specks(
  points: ReadonlyArray<readonly number[]>,
  stroke: string,
  width: number,
  extra: Attrs = {},
): string {
  if (points.length === 0) return "";
  let dd = "";
  for (const p of points) dd += d`M${p[0] ?? 0} ${p[1] ?? 0}l${p[2] ?? 0.5} ${p[3] ?? 0}`;
  return line(dd, stroke, width, extra);
}

/** Rotates a point about a centre: lets shapes bake in rotation instead of carrying a transform attribute. */
export function rotatePoint(x: number, y: number, cx: number, cy: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos];
}

const ARG_COUNTS: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, Q: 4, T: 2, C: 6, S: 4, A: 7, Z: 0 };

/** Shortest decimal form: "0.5" → ".5", "-0.5" → "-.5", one decimal place. */
function short(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  if (Object.is(rounded, -0) || rounded === 0) return "0";
  return String(rounded).replace(/^(-?)0\./, "$1.");
}

/**
 * Rewrites path data with relative commands (small deltas instead of 3-digit
 * absolute coordinates), which trims roughly a fifth off every picture.
 * Drawing code stays in readable absolute coordinates. The emitted deltas
 * are rounded and the pen position follows the rounded values, so rounding
 * error never accumulates along long paths.
 */
export function compactPath(data: string): string {
  const tokens = data.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g);
  if (!tokens) return data;
  let out = "";
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let i = 0;
  let last = "";
  const num = (): number => Number(tokens[i++]);
  const emit = (cmd: string, values: number[]): void => {
    let body = "";
    for (const v of values) {
      const text = short(v);
      body += body === "" || text.startsWith("-") ? text : ` ${text}`;
    }
    out += (cmd === last ? (body.startsWith("-") ? "" : " ") : cmd) + body;
    last = cmd;
  };
  while (i < tokens.length) {
    const token = tokens[i] as string;
    let cmd = token;
    if (/[a-zA-Z]/.test(token)) i++;
    else cmd = last.toUpperCase() === "M" ? "L" : last.toUpperCase(); // implicit repeat
    const upper = cmd.toUpperCase();
    const relative = cmd !== upper;
    const count = ARG_COUNTS[upper];
    if (count === undefined) return data; // unknown command: leave untouched
    if (upper === "Z") {
      out += "z";
      last = "z";
      x = startX;
      y = startY;
      continue;
    }
    const args: number[] = [];
    for (let k = 0; k < count; k++) args.push(num());
    if (args.some((v) => Number.isNaN(v))) return data;
    // Pairs of coordinates become deltas from the current pen position.
    const toRel = (ax: number, ay: number): [number, number] => (relative ? [ax, ay] : [ax - x, ay - y]);
    const deltas: number[] = [];
    if (upper === "A") {
      const [dx, dy] = toRel(args[5] as number, args[6] as number);
      deltas.push(
        args[0] as number,
        args[1] as number,
        args[2] as number,
        args[3] as number,
        args[4] as number,
        dx,
        dy,
      );
    } else if (upper === "H") {
      deltas.push(relative ? (args[0] as number) : (args[0] as number) - x);
    } else if (upper === "V") {
      deltas.push(relative ? (args[0] as number) : (args[0] as number) - y);
    } else {
      for (let k = 0; k < count; k += 2) deltas.push(...toRel(args[k] as number, args[k + 1] as number));
    }
    const rounded = deltas.map((v) => Math.round(v * 10) / 10);
    let lower = upper.toLowerCase();
    if (upper === "L" && rounded[1] === 0) {
      lower = "h";
      rounded.splice(1, 1);
    } else if (upper === "L" && rounded[0] === 0) {
      lower = "v";
      rounded.splice(0, 1);
    }
    emit(lower, rounded);
    // Advance the pen by exactly what was written.
    if (lower === "h") x += rounded[0] as number;
    else if (lower === "v") y += rounded[0] as number;
    else {
      x += rounded[rounded.length - 2] as number;
      y += rounded[rounded.length - 1] as number;
    }
    if (upper === "M") {
      startX = x;
      startY = y;
      // Implicit coordinates after "m" are relative line-tos.
      last = "l";
    }
  }
  return out;
}

/** Formats already-rotated points as path data ("x y" pairs). */
function pt(x: number, y: number, cx: number, cy: number, deg: number): string {
  const [rx, ry] = rotatePoint(x, y, cx, cy, deg);
  return `${n(rx)} ${n(ry)}`;
}

/**
 * A pointed leaf/shaving shape centred on (x, y), rotation baked into the
 * coordinates. `top` and `bottom` set how far each edge bulges (as a
 * fraction of the half-length). Used for lettuce, herbs and meat slices.
 */
export function leafPath(x: number, y: number, half: number, deg: number, top = 0.9, bottom = 0.7): string {
  return (
    `M${pt(x - half, y, x, y, deg)}` +
    `Q${pt(x - half / 3, y - half * top, x, y, deg)} ${pt(x + half, y, x, y, deg)}` +
    `Q${pt(x - half / 3, y + half * bottom, x, y, deg)} ${pt(x - half, y, x, y, deg)}Z`
  );
}

/** A rectangle rotated about (cx, cy), as a path so it needs no transform attribute. */
export function rotatedRect(x: number, y: number, w: number, h: number, cx: number, cy: number, deg: number): string {
  return `M${pt(x, y, cx, cy, deg)}L${pt(x + w, y, cx, cy, deg)}L${pt(x + w, y + h, cx, cy, deg)}L${pt(x, y + h, cx, cy, deg)}Z`;
}

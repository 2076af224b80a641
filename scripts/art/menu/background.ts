import { BACKGROUNDS, DEFAULT_BACKGROUND } from "./palette";
import type { Rng } from "./random";
import { el, rect, specks } from "./svg";

/**
 * Warm gradient plus a soft spotlight and faint confetti dots. The texture is
 * what stops the cards from looking like flat placeholder boxes; it stays very
 * low contrast so the food remains the subject.
 */
export function drawBackground(
  categorySlug: string,
  id: string,
  width: number,
  height: number,
  rng: Rng,
): { defs: string; body: string } {
  const [from, to] = BACKGROUNDS[categorySlug] ?? DEFAULT_BACKGROUND;
  const defs =
    `<linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1">` +
    el("stop", { offset: 0, "stop-color": from }) +
    el("stop", { offset: 1, "stop-color": to }) +
    `</linearGradient>` +
    `<radialGradient id="${id}s" cx="0.5" cy="0.45" r="0.5">` +
    el("stop", { offset: 0, "stop-color": "#fff", "stop-opacity": 0.5 }) +
    el("stop", { offset: 1, "stop-color": "#fff", "stop-opacity": 0 }) +
    `</radialGradient>`;
  let body = rect(0, 0, width, height, `url(#${id}b)`);
  // Two opacity groups instead of an opacity per dot keeps the markup small.
  const dots = Math.round((width * height) / 16000);
  for (const [size, opacity] of [
    [5, 0.2],
    [9, 0.12],
    [13, 0.1],
  ] as const) {
    const points: Array<[number, number]> = [];
    for (let i = 0; i < dots / 3; i++) points.push([rng.range(0, width), rng.range(0, height)]);
    body += specks(points, "#fff", size, { opacity });
  }
  // Spotlight sits behind the food; on wide covers one per food slot is added by the caller.
  body += rect(0, 0, width, height, `url(#${id}s)`);
  return { defs, body };
}

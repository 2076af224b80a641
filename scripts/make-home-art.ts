/**
 * Regenerates the pictures of the landing and restaurant pages:
 * public/home/*.svg (hero, deals, popular categories, promos, partner logos) and
 * public/restaurant/map.svg.
 *
 *   npx tsx scripts/make-home-art.ts
 *
 * Deterministic like scripts/make-menu-art.ts: unchanged pictures are not rewritten.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { drawHero, drawMonogram, drawPhone, drawRider, drawShopFront } from "./art/home/index";
import { drawStreetMap } from "./art/home/street-map";
import { POPULAR_CATEGORIES, categoryPicturePath, PARTNER_RESTAURANTS, partnerLogoPath } from "../lib/shop";
import { drawMenuArt } from "./art/menu/index";

// The pictures of the seeded deals (lib/seed/seed-promotions.ts points at them).
const DEAL_PICTURES = [
  { artSlug: "pizzas", artName: "Meat Feast" },
  { artSlug: "burgers", artName: "Double Bacon Cheeseburger" },
  { artSlug: "kebabas", artName: "Mixed Kebab" },
] as const;

const publicDir = join(resolve(dirname(fileURLToPath(import.meta.url)), ".."), "public");

const pictures: [string, string][] = [
  ["/home/hero.svg", drawHero()],
  ["/home/rider.svg", drawRider()],
  ["/home/shop-front.svg", drawShopFront()],
  ["/home/app.svg", drawPhone()],
  ["/restaurant/map.svg", drawStreetMap()],
];
for (const c of POPULAR_CATEGORIES) {
  const art = drawMenuArt({ categorySlug: c.artSlug, slug: `home-${c.artSlug}`, name: c.artName, kind: "item" });
  pictures.push([categoryPicturePath(c.artSlug), art]);
}
for (const d of DEAL_PICTURES) {
  const art = drawMenuArt({ categorySlug: d.artSlug, slug: `deal-${d.artSlug}`, name: d.artName, kind: "cover" });
  pictures.push([`/home/deal-${d.artSlug}.svg`, art]);
}
for (const r of PARTNER_RESTAURANTS) pictures.push([partnerLogoPath(r.slug), drawMonogram(r)]);

let written = 0;
let bytes = 0;
for (const [url, svg] of pictures) {
  const file = join(publicDir, url);
  bytes += Buffer.byteLength(svg);
  let current: string | null = null;
  try {
    current = readFileSync(file, "utf8");
  } catch {
    current = null;
  }
  if (current === svg) continue;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  written++;
}
console.log(`home art: ${pictures.length} pictures (${written} written), ${(bytes / 1024).toFixed(1)} KiB`);

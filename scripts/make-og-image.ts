/**
 * Draws the Open Graph picture shared by the storefront pages: public/og/tasty-slice.png,
 * 1200x630 as Facebook, LinkedIn and X expect, PNG because Open Graph readers do not take SVG.
 *
 *   npx tsx scripts/make-og-image.ts
 *
 * The PNG is committed: pages link to it and nothing renders it at run time. The text uses
 * Liberation Sans or DejaVu Sans, installed with Debian's fonts; another machine may render
 * it in a look-alike font, which only matters when the picture is regenerated.
 */
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { drawHero } from "./art/home/index";
import { OG_IMAGE } from "../lib/shop";

const outFile = join(resolve(dirname(fileURLToPath(import.meta.url)), ".."), "public", OG_IMAGE.url);

/** The hero drawing without its outer <svg>, to place inside the larger picture. */
function heroBody(): string {
  return drawHero()
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "");
}

const FONT = "Liberation Sans, DejaVu Sans, Arial, sans-serif";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE.width}" height="${OG_IMAGE.height}" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#03081f"/>
  <g transform="translate(600 110)" stroke-linecap="round" stroke-linejoin="round">${heroBody()}</g>
  <text x="80" y="150" font-family="${FONT}" font-size="34" font-weight="700" fill="#fc8a06">Regent Street, London</text>
  <text x="80" y="250" font-family="${FONT}" font-size="96" font-weight="700" fill="#ffffff">Tasty Slice</text>
  <text x="80" y="330" font-family="${FONT}" font-size="40" fill="#ffffff">Pizza, kebabs and burgers,</text>
  <text x="80" y="382" font-family="${FONT}" font-size="40" fill="#ffffff">delivered hot until 3:00 AM</text>
  <rect x="80" y="450" width="450" height="76" rx="38" fill="#fc8a06"/>
  <text x="305" y="500" text-anchor="middle" font-family="${FONT}" font-size="32" font-weight="700" fill="#03081f">5% off with ORDER5</text>
</svg>`;

mkdirSync(dirname(outFile), { recursive: true });
const info = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(outFile);
console.log(`og image: ${OG_IMAGE.url} ${info.width}x${info.height}, ${(info.size / 1024).toFixed(1)} KiB`);

import { drawBackground } from "./background";
import { findDishArt } from "./dishes";
import type { ArtContext, ArtKind, FoodDrawer } from "./context";
import { drawBurger } from "./foods/burger";
import { drawCalzone } from "./foods/calzone";
import { drawColdDrink } from "./foods/cold-drink";
import { drawDessert } from "./foods/dessert";
import { drawFries } from "./foods/fries";
import { drawGarlicBread } from "./foods/garlic-bread";
import { drawGum } from "./foods/gum";
import { drawHappyMeal } from "./foods/happy-meal";
import { drawHotDrink } from "./foods/hot-drink";
import { drawKebab } from "./foods/kebab";
import { drawPizza } from "./foods/pizza";
import { drawSalad } from "./foods/salad";
import { drawSauce } from "./foods/sauce";
import { createRng, hashString } from "./random";
import { g } from "./svg";

export type { ArtKind } from "./context";

const DRAWERS: Record<string, FoodDrawer> = {
  pizzas: drawPizza,
  "garlic-bread": drawGarlicBread,
  calzone: drawCalzone,
  kebabas: drawKebab,
  salads: drawSalad,
  "cold-drinks": drawColdDrink,
  "happy-meal": drawHappyMeal,
  desserts: drawDessert,
  "hot-drinks": drawHotDrink,
  sauces: drawSauce,
  orbit: drawGum,
  burgers: drawBurger,
  fries: drawFries,
};

/**
 * Categories added later in the admin won't have a dedicated drawer; guess one
 * from words in the slug so they still get a plausible food picture.
 */
const FALLBACK_WORDS: ReadonlyArray<readonly [string, FoodDrawer]> = [
  ["kebab", drawKebab],
  ["burger", drawBurger],
  ["chip", drawFries],
  ["fries", drawFries],
  ["drink", drawColdDrink],
  ["salad", drawSalad],
  ["dessert", drawDessert],
  ["sauce", drawSauce],
  ["dip", drawSauce],
];

function drawerFor(categorySlug: string): FoodDrawer {
  const direct = DRAWERS[categorySlug];
  if (direct) return direct;
  for (const [word, drawer] of FALLBACK_WORDS) if (categorySlug.includes(word)) return drawer;
  return drawPizza;
}

function makeContext(seed: string, kind: ArtKind, name: string, slug: string): ArtContext {
  const text = `${name} ${slug}`.toLowerCase();
  return {
    rng: createRng(seed),
    kind,
    text,
    has: (...words) => words.some((w) => text.includes(w)),
    dish: findDishArt(slug, name),
  };
}

export type MenuArtOptions = { categorySlug: string; slug: string; name: string; kind: ArtKind };

/**
 * Draws the picture for a menu item, a variant, or a variant's wide cover as a
 * standalone SVG string. Pure and deterministic: same options, same bytes.
 */
export function drawMenuArt(opts: MenuArtOptions): string {
  const { categorySlug, slug, name, kind } = opts;
  const drawer = drawerFor(categorySlug);
  const seed = `${categorySlug}/${slug}/${kind}`;
  // Unique id prefix: several SVGs may be inlined into one HTML page, and
  // gradient ids are document-global there.
  const id = `m${hashString(seed).toString(36)}`;
  const width = kind === "cover" ? 1200 : 400;
  const height = 400;
  const bg = drawBackground(categorySlug, id, width, height, createRng(`${seed}/bg`));
  let body = bg.body;
  let defs = bg.defs;
  if (kind === "cover") {
    // Banner: the variant's food in the middle, flanked by two smaller,
    // mirrored servings. The flanks reuse the centre drawing through <use>
    // so the banner costs little more than one square picture.
    defs += g(drawer(makeContext(seed, "cover", name, slug)), { id: `${id}f` });
    body += `<use href="#${id}f" transform="translate(320 90) scale(-0.7 0.7)"/>`;
    body += `<use href="#${id}f" transform="translate(880 90) scale(0.7)"/>`;
    body += `<use href="#${id}f" transform="translate(400 0)"/>`;
  } else {
    body += drawer(makeContext(seed, kind, name, slug));
  }
  // Round caps/joins inherit, so they are set once here for every stroke.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" stroke-linecap="round" stroke-linejoin="round">` +
    `<defs>${defs}</defs>${body}</svg>\n`
  );
}

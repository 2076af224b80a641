import type { ArtKind } from "../../../lib/menu";
import type { DishArt } from "./dishes";
import type { Rng } from "./random";

export type { ArtKind };

/**
 * What a food drawer gets. Drawers paint into a 400x400 box with no
 * background (index.ts adds it), so the same drawer serves square cards and
 * the wide cover banner.
 */
export type ArtContext = {
  rng: Rng;
  kind: ArtKind;
  /** Lower-cased name and slug, for keyword checks like "pepperoni" or "no-ice". */
  text: string;
  /** True when any of the words occurs in the name or slug. */
  has(...words: string[]): boolean;
  /** What is on the dish, when it is one of the seeded dishes (dishes.ts). */
  dish?: DishArt;
};

export type FoodDrawer = (ctx: ArtContext) => string;

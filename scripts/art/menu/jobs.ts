import { SEED_MENU } from "../../../lib/seed";
import type { ArtKind } from "../../../lib/menu";

/** One picture to draw: a dish, a variant, or a variant's cover. */
export type ArtJob = { categorySlug: string; slug: string; name: string; kind: ArtKind };

/** Every picture the seeded menu needs, as scripts/make-menu-art.ts draws them. */
export function seededArtJobs(): ArtJob[] {
  const jobs: ArtJob[] = [];
  for (const category of SEED_MENU) {
    for (const item of category.items)
      jobs.push({ categorySlug: category.slug, slug: item.slug, name: item.name, kind: "item" });
    for (const variant of category.variants) {
      jobs.push({ categorySlug: category.slug, slug: variant.slug, name: variant.name, kind: "variant" });
      if (variant.withCover)
        jobs.push({ categorySlug: category.slug, slug: variant.slug, name: variant.name, kind: "cover" });
    }
  }
  return jobs;
}

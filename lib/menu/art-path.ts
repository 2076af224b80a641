// The pictures themselves are drawn at build time by scripts/make-menu-art.ts (scripts/art/menu);
// the running app only needs to know where they are served from.

export type ArtKind = "item" | "variant" | "cover";

/** Public URL of a generated picture, as stored in the database by the seed. */
export function menuArtPath(slug: string, kind: ArtKind): string {
  return kind === "cover" ? `/menu/${slug}-cover.svg` : `/menu/${slug}.svg`;
}

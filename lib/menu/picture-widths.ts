// A dish picture a shop uploads is kept at 800 px, the file the API has always answered, and
// also at the widths the storefront shows it at, so a phone showing it in a 96 px box fetches a
// file of 240 or 320 px instead of 800 (decision 077). The stored name says which pictures have
// those files ("menu/item-<id>-w800.webp"): one uploaded before, or drawn by the seed, is served
// as it is.

/** Every width an uploaded dish picture is stored at, smallest first; the last is the picture. */
export const PICTURE_WIDTHS = [160, 240, 320, 480, 800] as const;
export const PICTURE_FULL_WIDTH = 800;

const STORED_WITH_WIDTHS = /-w800\.webp$/;

/**
 * An `<img>`'s source attributes. A picture stored at its smaller widths also gets their `srcset`
 * and `sizes` (the width the layout gives it), so the browser fetches the smallest file that is
 * sharp on its screen. Works on a path or an absolute URL (MEDIA_BASE_URL): only the name's
 * ending changes. Kept small: it is in /order's first scripts, at the edge of issue 26's 130 KB.
 */
export function pictureSources(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  return STORED_WITH_WIDTHS.test(src)
    ? {
        src,
        sizes,
        srcSet: PICTURE_WIDTHS.map((w) => `${src.replace(STORED_WITH_WIDTHS, `-w${w}.webp`)} ${w}w`).join(),
      }
    : { src };
}

import "server-only";
import sharp from "sharp";

// Pictures are accepted by what their bytes are, never by their name or declared type,
// then re-encoded, which also drops any metadata (location, camera...) they carried.

const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);

export async function isAcceptedImage(bytes: Buffer): Promise<boolean> {
  try {
    const meta = await sharp(bytes).metadata();
    return !!meta.format && ACCEPTED.has(meta.format) && !!meta.width && !!meta.height;
  } catch {
    return false;
  }
}

type TImageSize = { width: number; height?: number };

/** The picture as WebP at each size, decoded once; a size with a height is cropped to fill it. */
export async function toWebps(bytes: Buffer, sizes: readonly TImageSize[]): Promise<Buffer[]> {
  const source = sharp(bytes, { animated: false }).rotate();
  return Promise.all(
    sizes.map((size) =>
      source
        .clone()
        .resize({
          width: size.width,
          height: size.height,
          fit: size.height ? "cover" : "inside",
          withoutEnlargement: !size.height,
        })
        .webp({ quality: 82 })
        .toBuffer(),
    ),
  );
}

export async function toWebp(bytes: Buffer, size: TImageSize): Promise<Buffer> {
  const [webp] = await toWebps(bytes, [size]);
  return webp as Buffer;
}

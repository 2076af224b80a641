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

export async function toWebp(bytes: Buffer, size: { width: number; height?: number }): Promise<Buffer> {
  return sharp(bytes, { animated: false })
    .rotate()
    .resize({
      width: size.width,
      height: size.height,
      fit: size.height ? "cover" : "inside",
      withoutEnlargement: !size.height,
    })
    .webp({ quality: 82 })
    .toBuffer();
}

import "server-only";
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/platform/errors";
import { isAcceptedImage, publicUrl, putFile, toWebp, toWebps, widthKey } from "@/lib/platform/storage";
import { IMAGE_MAX_BYTES } from "./category-choices";
import { PICTURE_FULL_WIDTH, PICTURE_WIDTHS } from "./picture-widths";

const COVER = { width: 1600, height: 533 };

/**
 * Checks an uploaded picture by its bytes, resizes it to WebP and stores it; returns its URL. A
 * dish's or a variant's square picture is also stored at the widths the storefront shows it at
 * (decision 077); a cover, shown nowhere on the storefront, at its one size.
 */
export async function storeMenuImage(field: string, file: File, kind: "item" | "variant" | "cover"): Promise<string> {
  const fail = (message: string) =>
    AppError.invalidInput("Check the highlighted fields and try again.", { [field]: message });
  if (file.size > IMAGE_MAX_BYTES) throw fail("The picture must be under 5 MB.");
  const bytes = Buffer.from(await file.arrayBuffer());
  if (!(await isAcceptedImage(bytes))) throw fail("Choose a JPEG, PNG, WebP, AVIF or GIF picture.");
  if (kind === "cover") return putFile(`menu/cover-${randomUUID()}.webp`, await toWebp(bytes, COVER));

  const base = `menu/${kind}-${randomUUID()}`;
  const pictures = await toWebps(
    bytes,
    PICTURE_WIDTHS.map((width) => ({ width, height: width })),
  );
  // Answered once every file its srcset names is stored.
  await Promise.all(PICTURE_WIDTHS.map((width, i) => putFile(widthKey(base, width), pictures[i] as Buffer)));
  return publicUrl(widthKey(base, PICTURE_FULL_WIDTH));
}

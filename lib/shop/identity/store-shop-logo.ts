import "server-only";
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/platform/errors";
import { isAcceptedImage, putFile, toWebp } from "@/lib/platform/storage";

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** Checks an uploaded logo by its bytes, shrinks it to WebP and stores it; returns its path. */
export async function storeShopLogo(file: File): Promise<string> {
  const fail = (message: string) =>
    AppError.invalidInput("Check the highlighted fields and try again.", { logo: message });
  if (file.size > LOGO_MAX_BYTES) throw fail("The logo must be under 5 MB.");
  const bytes = Buffer.from(await file.arrayBuffer());
  if (!(await isAcceptedImage(bytes))) throw fail("Choose a JPEG, PNG, WebP, AVIF or GIF picture.");
  return putFile(`shop/logo-${randomUUID()}.webp`, await toWebp(bytes, { width: 480 }));
}

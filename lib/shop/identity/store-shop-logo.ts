import "server-only";
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/platform/errors";
import { isAcceptedImage, publicUrl, putFile, toWebps, widthKey } from "@/lib/platform/storage";

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Checks an uploaded logo by its bytes, shrinks it to WebP and stores it; returns its path. It is
 * also stored 128 px wide for the site's header and footer, which show it in a 32–36 px square
 * on every page (decision 077); the 480 px file is the one the API and e-mails name.
 */
export async function storeShopLogo(file: File): Promise<string> {
  const fail = (message: string) =>
    AppError.invalidInput("Check the highlighted fields and try again.", { logo: message });
  if (file.size > LOGO_MAX_BYTES) throw fail("The logo must be under 5 MB.");
  const bytes = Buffer.from(await file.arrayBuffer());
  if (!(await isAcceptedImage(bytes))) throw fail("Choose a JPEG, PNG, WebP, AVIF or GIF picture.");
  const base = `shop/logo-${randomUUID()}`;
  const [mark, full] = await toWebps(bytes, [{ width: 128 }, { width: 480 }]);
  // Answered once the header's copy is stored too.
  await Promise.all([putFile(widthKey(base, 128), mark as Buffer), putFile(widthKey(base, 480), full as Buffer)]);
  return publicUrl(widthKey(base, 480));
}

import "server-only";
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/platform/errors";
import { putFile, isAcceptedImage, toWebp } from "@/lib/platform/storage";
import { IMAGE_MAX_BYTES } from "./category-choices";

const SIZES = {
  item: { width: 800, height: 800 },
  variant: { width: 800, height: 800 },
  cover: { width: 1600, height: 533 },
};

/** Checks an uploaded picture by its bytes, resizes it to WebP and stores it; returns its URL. */
export async function storeMenuImage(field: string, file: File, kind: keyof typeof SIZES): Promise<string> {
  const fail = (message: string) =>
    AppError.invalidInput("Check the highlighted fields and try again.", { [field]: message });
  if (file.size > IMAGE_MAX_BYTES) throw fail("The picture must be under 5 MB.");
  const bytes = Buffer.from(await file.arrayBuffer());
  if (!(await isAcceptedImage(bytes))) throw fail("Choose a JPEG, PNG, WebP, AVIF or GIF picture.");
  return putFile(`menu/${kind}-${randomUUID()}.webp`, await toWebp(bytes, SIZES[kind]));
}

import "server-only";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "@/lib/config";

// Uploaded files live under DATA_DIR/uploads and are served at /media/<key>. Only this
// module knows where they are, so an object store could take its place.

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(webp|png|jpg|gif|avif)$/;

function root(): string {
  return path.join(getConfig().DATA_DIR, "uploads");
}

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function publicUrl(key: string): string {
  return `/media/${key}`;
}

export async function putFile(key: string, body: Buffer): Promise<string> {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
  const file = path.join(root(), key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
  return publicUrl(key);
}

/** The stored bytes, or null when there is no such file. */
export async function getFile(key: string): Promise<Buffer | null> {
  if (!isValidKey(key)) return null;
  try {
    return await readFile(path.join(root(), key));
  } catch {
    return null;
  }
}

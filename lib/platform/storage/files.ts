import "server-only";
import { getConfig } from "@/lib/platform/config";
import { createLocalStore } from "./local-store";
import { createS3Store } from "./s3-store";
import type { FileStore } from "./store";

export type StoredFile = { body: Buffer; contentType: string };

// Uploaded files (menu pictures, avatars) go through one interface: the local folder
// DATA_DIR/uploads (the embedded default) or any S3-compatible bucket (STORAGE=s3), so that
// every app instance sees the same files. Either way they are served at /media/<key>, or
// from MEDIA_BASE_URL when a CDN or the bucket serves them directly.

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(webp|png|jpg|gif|avif)$/;

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  avif: "image/avif",
};

let store: FileStore | undefined;

function getStore(): FileStore {
  if (!store) {
    const config = getConfig();
    store =
      config.STORAGE === "s3"
        ? createS3Store({
            bucket: config.S3_BUCKET!,
            endpoint: config.S3_ENDPOINT,
            region: config.S3_REGION,
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            forcePathStyle: config.S3_FORCE_PATH_STYLE,
          })
        : createLocalStore(config.DATA_DIR);
  }
  return store;
}

/** Tests switch between stores by changing the environment. */
export function resetFileStore(): void {
  store = undefined;
}

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

export function publicUrl(key: string): string {
  return `/media/${key}`;
}

/** The key of a picture stored at `width` pixels beside its other widths (decision 077). */
export function widthKey(base: string, width: number): string {
  return `${base}-w${width}.webp`;
}

/** Stores the bytes under a new key (keys are never reused) and answers the public path. */
export async function putFile(key: string, body: Buffer): Promise<string> {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
  await getStore().put(key, body, contentTypeOf(key));
  return publicUrl(key);
}

/** The stored file, or null when there is no such file. */
export async function getFile(key: string): Promise<StoredFile | null> {
  if (!isValidKey(key)) return null;
  const body = await getStore().get(key);
  return body ? { body, contentType: contentTypeOf(key) } : null;
}

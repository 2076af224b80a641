import "server-only";
import { getConfig } from "@/lib/platform/config";

/**
 * Picture fields of the API (`image`, `coverimage`, `filepath`) are absolute URLs, so that a
 * client served from another origin can show them. Uploaded pictures (/media/...) come from
 * MEDIA_BASE_URL when it is set; everything else from the shop's own address.
 */
export function absoluteMediaUrl(path: string): string;
export function absoluteMediaUrl(path: string | null): string | null;
export function absoluteMediaUrl(path: string | null): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  const { APP_URL, MEDIA_BASE_URL } = getConfig();
  if (MEDIA_BASE_URL && path.startsWith("/media/")) {
    return `${MEDIA_BASE_URL.replace(/\/+$/, "")}/${path.slice("/media/".length)}`;
  }
  return `${APP_URL}${path.startsWith("/") ? "" : "/"}${path}`;
}

/**
 * Where a customer goes back to after signing in (`?next=`): only a page of this site, given
 * as a relative path such as `/checkout` or `/order-detail/abc?x=1`. Anything else gives the
 * fallback: absolute URLs (`https://evil.com`), protocol-relative ones (`//evil.com`),
 * backslashes (`/\evil.com`, which browsers read as `//`), control characters (browsers drop
 * tabs and newlines, so `/\t/evil.com` would become `//evil.com`), `/api` paths (answers, not
 * pages) and over-long values.
 */
export const NEXT_PATH_MAX_LENGTH = 512;

export function safeNextPath(next: string | null | undefined, fallback = "/"): string {
  if (typeof next !== "string" || next.length === 0 || next.length > NEXT_PATH_MAX_LENGTH) return fallback;
  if (!next.startsWith("/") || next.startsWith("//")) return fallback;
  if (/[\\\u0000-\u001f\u007f\s]/.test(next)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return fallback;
  }
  // An encoded `//` or `\` could turn into a host once some later step decodes it.
  if (decoded.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(decoded)) return fallback;
  const pathname = (decoded.split(/[?#]/)[0] ?? "").toLowerCase();
  if (pathname === "/api" || pathname.startsWith("/api/")) return fallback;
  return next;
}

/** `/auth?next=...` (or another auth page) with the way back kept, when there is one worth keeping. */
export function withNextPath(path: string, next: string | null | undefined): string {
  const safe = safeNextPath(next, "");
  if (!safe || safe === "/") return path;
  const separator = path.includes("?") ? "&" : "?";
  return `${path}${separator}next=${encodeURIComponent(safe)}`;
}

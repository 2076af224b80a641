import type { IncomingMessage } from "node:http";

// What the app server refuses before Next.js sees a request (decision 024).

/** The path of a request target: origin-form (/a/b?c) or absolute-form (http://host/a/b?c). */
export function pathOfTarget(target: string): string {
  const withoutQuery = target.split(/[?#]/, 1)[0] ?? "";
  if (withoutQuery.startsWith("/")) return withoutQuery;
  return /^[a-z][a-z0-9+.-]*:\/\/[^/]*(\/.*)?$/i.exec(withoutQuery)?.[1] ?? "/";
}

/**
 * True when the path holds a percent-escape that does not decode (`%ZZ`, a lone `%`, `%C0%AE`
 * which is not UTF-8). Next.js decodes dynamic segments with decodeURIComponent and, when that
 * throws, answers a bare 500 and logs nothing; such a path names nothing, so it is a 400.
 */
export function hasMalformedEscape(path: string): boolean {
  if (!path.includes("%")) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

export const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * True when a request comes with a body: a declared length above 0, or one sent in chunks
 * (Transfer-Encoding), whose size is known only as it arrives.
 */
export function comesWithBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  if (length !== undefined) return !/^\s*0+\s*$/.test(length);
  return req.headers["transfer-encoding"] !== undefined;
}

/** A request target as the log shows it: quoted (no control characters) and cut short. */
export function forLog(target: string | undefined): string {
  return JSON.stringify((target ?? "").slice(0, 200));
}

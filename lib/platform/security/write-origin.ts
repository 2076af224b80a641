// Cross-site request forgery: a page on another site can make a visitor's browser send a
// POST (a form, or fetch with a "simple" content type) to the shop, and the browser attaches
// the shop's cookies. SameSite=Lax stops that from other sites, not from a sibling subdomain
// or another port of the same host, which browsers count as the same site. So every write
// that carries cookies must say where it came from, and only the shop's own pages (APP_URL)
// and the web apps listed in CORS_ORIGINS are believed (decision 024). Browsers send Origin
// on every cross-origin POST, PUT, PATCH and DELETE, and on same-origin ones too; it cannot be
// set by a page's script.

import { isAdminApiPath } from "./cors";

export const UNSAFE_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type TWriteRequest = {
  method: string;
  pathname: string;
  /** The Origin header, when sent ("null" from sandboxed frames and privacy-minded redirects). */
  origin: string | null;
  /** The Referer header, looked at only when there is no Origin. */
  referer: string | null;
  /** Sec-Fetch-Site: what a browser says of the request's initiator, when it says anything. */
  fetchSite: string | null;
  /** The request carries a Cookie header: the browser's ambient credentials. */
  hasCookie: boolean;
  /** The request carries `Authorization: Bearer …`. */
  hasBearer: boolean;
};

export type TWriteVerdict =
  | {
      allowed: true;
      reason: "safe method" | "bearer only" | "own origin" | "listed origin" | "not from a browser page";
    }
  | { allowed: false; source: string };

/** The origin a Referer URL belongs to, or "null" for anything that is not an http(s) URL. */
export function originOfReferer(referer: string): string {
  try {
    const url = new URL(referer);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : "null";
  } catch {
    return "null";
  }
}

/**
 * Whether an API request may go on, as far as where it came from is concerned:
 *  - GET, HEAD and OPTIONS change nothing: always.
 *  - A request that carries a bearer token and no cookie is the spec's clients' way, and no
 *    page elsewhere can add an Authorization header without a CORS preflight that only listed
 *    origins pass: always.
 *  - Otherwise its Origin (or, with no Origin, the origin of its Referer) must be the shop's
 *    own or, outside the admin API, a listed one. The admin API never accepts cookies from
 *    another origin (decision 013): a listed admin client uses its bearer token.
 *  - With neither header, it does not come from a web page (browsers send Origin on every
 *    unsafe request; Sec-Fetch-Site, when present, must then say so too): curl, a server, a
 *    native client with its own cookie jar. Allowed: such a client holds its own cookies.
 */
export function decideWriteOrigin(
  request: TWriteRequest,
  appOrigin: string,
  listedOrigins: readonly string[],
): TWriteVerdict {
  if (!UNSAFE_METHODS.has(request.method.toUpperCase())) return { allowed: true, reason: "safe method" };
  if (request.hasBearer && !request.hasCookie) return { allowed: true, reason: "bearer only" };
  const source = request.origin ?? (request.referer === null ? null : originOfReferer(request.referer));
  if (source === null) {
    if (request.fetchSite === "cross-site" || request.fetchSite === "same-site")
      return { allowed: false, source: `(${request.fetchSite})` };
    return { allowed: true, reason: "not from a browser page" };
  }
  if (source === appOrigin) return { allowed: true, reason: "own origin" };
  if (!isAdminApiPath(request.pathname) && listedOrigins.includes(source))
    return { allowed: true, reason: "listed origin" };
  return { allowed: false, source };
}

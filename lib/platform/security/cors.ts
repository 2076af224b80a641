// Cross-origin calls to /api/* from web apps on the origins listed in CORS_ORIGINS. Browsers
// enforce the answer; other clients never ask. What a listed origin may do:
//  - send Authorization and Content-Type, with GET, POST, PATCH, PUT, DELETE;
//  - on the customer API, with credentials (the session cookie), so a storefront on another
//    origin of the same site can keep its customer signed in;
//  - on the admin API, never with credentials: an admin client on another origin must send
//    its bearer token, so no page elsewhere can ride on an admin's cookie.
// A foreign origin gets no CORS header at all, so the browser keeps the answer from it.

export const CORS_ALLOWED_METHODS = "GET, POST, PATCH, PUT, DELETE";
export const CORS_ALLOWED_HEADERS = "Authorization, Content-Type";
/** How long a browser may reuse a preflight's answer (seconds). */
export const CORS_PREFLIGHT_MAX_AGE = "600";

export type TCorsRequest = {
  method: string;
  pathname: string;
  /** The Origin header, when the browser sent one. */
  origin: string | null;
  /** The Access-Control-Request-Method header: present only on a preflight. */
  requestedMethod: string | null;
};

export type TCorsDecision = {
  /** True for a preflight, which is answered at once (204) and never reaches a route. */
  isPreflight: boolean;
  /** Headers to put on the answer: empty when there is nothing to say. */
  headers: Headers;
};

/** The admin API: its sessions are never offered to another origin. */
export function isAdminApiPath(pathname: string): boolean {
  return /^\/api\/(admin|adminauth)(\/|$)/.test(pathname);
}

export function decideCors(request: TCorsRequest, allowedOrigins: readonly string[]): TCorsDecision {
  const isPreflight = request.method === "OPTIONS" && request.origin !== null && request.requestedMethod !== null;
  const headers = new Headers();
  // Nothing is allowed: the answers are the same whatever the origin, so caches need no Vary.
  if (allowedOrigins.length === 0) return { isPreflight, headers };

  headers.set("Vary", "Origin");
  const { origin } = request;
  if (origin === null || !allowedOrigins.includes(origin)) return { isPreflight, headers };

  headers.set("Access-Control-Allow-Origin", origin);
  if (!isAdminApiPath(request.pathname)) headers.set("Access-Control-Allow-Credentials", "true");
  if (isPreflight) {
    headers.set("Access-Control-Allow-Methods", CORS_ALLOWED_METHODS);
    headers.set("Access-Control-Allow-Headers", CORS_ALLOWED_HEADERS);
    headers.set("Access-Control-Max-Age", CORS_PREFLIGHT_MAX_AGE);
  }
  return { isPreflight, headers };
}

// lib/platform/security's door for code outside the app's server bundle (next.config.ts, the
// custom server): what needs no server module.

/**
 * The headers of every response that do not depend on the request. Next.js adds them to what it
 * answers (next.config.ts); the custom server to the built assets it sends itself.
 */
export const EVERY_RESPONSE_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
] as const;

/**
 * What a built script or stylesheet carries of EVERY_RESPONSE_HEADERS. Framing and the referrer
 * policy are read from documents only (a module script's own imports fall back to the page's
 * policy, the same one), and over HTTP/2 through nginx, which does not index the headers of
 * responses, each header is sent again with each of a page's nine first scripts.
 */
export const BUILT_CODE_HEADERS = EVERY_RESPONSE_HEADERS.filter(({ key }) => key === "X-Content-Type-Options");

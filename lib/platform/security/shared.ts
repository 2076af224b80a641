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

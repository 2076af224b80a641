import "server-only";
import { CLIENT_ADDRESS_HEADER } from "@/lib/platform/http";

// Fixed-window counters in the database, so every app instance shares them.

export type Limit = { key: string; max: number; windowSeconds: number };

/**
 * No window may be longer: counters whose window started before this are dead and are purged
 * (a purged counter restarts at its next use, exactly as an expired window does).
 */
export const LONGEST_WINDOW_SECONDS = 24 * 3600;

export const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

/**
 * The client's address as the app's HTTP server worked it out from the connection and the
 * trusted proxies (TRUSTED_PROXY_HOPS); never a header the client chose. Served some other
 * way (a bare `next start`), every request shares the "unknown" key: limits still hold.
 */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}

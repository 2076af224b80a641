import { createHmac, randomBytes } from "node:crypto";
import { getConfig } from "@/lib/platform/config";

// A link in a mail (verify, reset) carries a token that the database only ever holds hashed.
// Queued mails must not hold it either, so a mail's payload keeps a random seed and the
// token is derived from it with the server's secret when the mail is rendered: the database
// alone, without AUTH_SECRET, hands out no working link.

export function newLinkSeed(): string {
  return randomBytes(18).toString("base64url");
}

/** The token of the link made from `seed`: 256 bits, URL-safe, like every other token. */
export function linkToken(seed: string): string {
  return createHmac("sha256", getConfig().AUTH_SECRET).update(`mail-link:${seed}`).digest("base64url");
}

/**
 * An absolute link to `path/<token>` on this shop; `next`, a path of this site the sender has
 * already checked (lib/accounts/next-path.ts), is where the page goes on afterwards.
 */
export function tokenLink(path: string, seed: string, next?: string): string {
  const wayBack = next ? `?next=${encodeURIComponent(next)}` : "";
  return `${getConfig().APP_URL}${path}/${linkToken(seed)}${wayBack}`;
}

/**
 * An absolute link to `path` on this shop as it is when the mail is made: a mail sent hours
 * after it was queued (Resend down), or sent again from the e-mail log after the shop moved to its
 * own domain, links to where the shop is now, not to the host it had when the order was placed.
 */
export function siteLink(path: string): string {
  return `${getConfig().APP_URL}${path}`;
}

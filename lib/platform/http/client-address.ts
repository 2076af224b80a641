import type { IncomingMessage } from "node:http";
import { isIPv4 } from "node:net";
import proxyaddr from "proxy-addr";

// Per-address rate limits must count the address a client cannot choose: the connecting peer,
// or, behind reverse proxies the operator trusts, the address the outermost of them saw. The
// app's HTTP server (server/app-server.ts) works it out once per request and hands it on in a
// header of its own, overwriting whatever a client put there.

/** Set on every request by the app's HTTP server; a value sent by a client never survives. */
export const CLIENT_ADDRESS_HEADER = "x-storefront-client-address";

/**
 * The client's address with `trustedProxyHops` reverse proxies in front of the app: 0 is the
 * connecting peer itself; N is the Nth X-Forwarded-For entry from the right (each proxy
 * appends the address it saw), or the leftmost one when the chain is shorter. This is
 * Express's `trust proxy` with a hop count, through the same library (proxy-addr).
 */
export function resolveClientAddress(req: IncomingMessage, trustedProxyHops: number): string {
  const address: string | undefined = proxyaddr(req, (_addr, hop) => hop < trustedProxyHops);
  if (!address) return "unknown"; // the socket closed before the request was read
  // One client, one key: "::ffff:203.0.113.7" and "203.0.113.7" are the same IPv4 address.
  const mapped = address.startsWith("::ffff:") ? address.slice(7) : address;
  return (isIPv4(mapped) ? mapped : address).slice(0, 64);
}

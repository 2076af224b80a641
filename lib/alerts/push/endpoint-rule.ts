import { isIP } from "node:net";
import { nodeEnv } from "@/lib/platform/config/shared";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Where the server may send a push: an https push service named by DNS, as every browser's is
 * (fcm.googleapis.com, updates.push.services.mozilla.com, web.push.apple.com…). The endpoint
 * comes from a browser, so an address inside the shop's network is refused (the server would
 * otherwise POST wherever a staff member pointed it). Outside production, plain http on the
 * loopback is allowed too, for the push-service double of the tests.
 */
export function isAllowedPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (nodeEnv() !== "production" && url.protocol === "http:" && LOOPBACK.has(url.hostname)) return true;
  if (url.protocol !== "https:") return false;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return isIP(host) === 0 && host !== "localhost" && host.includes(".");
}

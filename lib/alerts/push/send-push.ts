import "server-only";
import webpush from "web-push";
import type { TPushMessage } from "../shared";
import { isAllowedPushEndpoint } from "./endpoint-rule";
import { vapidDetails } from "./vapid-keys";

/** A new order is news for a quarter of an hour: a device off for longer is not woken for it. */
const TTL_SECONDS = 15 * 60;
const TIMEOUT_MS = 10_000;

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushOutcome =
  /** The push service took it (201). */
  | "sent"
  /** The subscription is no more (404, 410): forget it. */
  | "gone"
  /** Refused for good (400, 403, 413…): trying again would not help. */
  | "refused";

export class PushServiceError extends Error {}

/**
 * One push to one device (RFC 8030): web-push encrypts the message for the device (RFC 8291,
 * aes128gcm) and signs the VAPID header (RFC 8292); the request itself is sent with fetch, with
 * a timeout and no redirects. A push service that is down or busy (5xx, 429, no answer) throws,
 * so the job is tried again.
 */
export async function sendPush(target: PushTarget, message: TPushMessage): Promise<PushOutcome> {
  if (!isAllowedPushEndpoint(target.endpoint)) return "gone";
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    { vapidDetails: vapidDetails(), TTL: TTL_SECONDS, urgency: "high", contentEncoding: "aes128gcm" },
  );
  const headers = new Headers();
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch counts the body itself.
    if (name.toLowerCase() !== "content-length") headers.set(name, String(value));
  }
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new PushServiceError(`push service unreachable: ${err instanceof Error ? err.message : String(err)}`);
  }
  await response.arrayBuffer().catch(() => undefined);
  if (response.status >= 200 && response.status < 300) return "sent";
  if (response.status === 404 || response.status === 410) return "gone";
  if (response.status === 429 || response.status >= 500)
    throw new PushServiceError(`push service answered ${response.status}`);
  return "refused";
}

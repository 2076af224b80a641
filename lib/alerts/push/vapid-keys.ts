import "server-only";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { getConfig } from "@/lib/platform/config";

export type VapidDetails = { publicKey: string; privateKey: string; subject: string };

let cached: VapidDetails | undefined;

type KeyPair = { publicKey: string; privateKey: string };

function isKeyPair(value: unknown): value is KeyPair {
  const v = value as Partial<KeyPair> | null;
  return (
    typeof v?.publicKey === "string" &&
    typeof v.privateKey === "string" &&
    v.publicKey.length === 87 &&
    v.privateKey.length === 43
  );
}

/**
 * The shop's VAPID key pair (RFC 8292): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else a pair
 * made once into DATA_DIR/vapid-keys.json, as the auth secret is: a device subscribed with the
 * public key keeps working across restarts. Two processes starting together make one file:
 * it is created exclusively, and the loser reads the winner's.
 */
function readOrCreateKeyPair(dataDir: string): KeyPair {
  const file = path.join(dataDir, "vapid-keys.json");
  const read = (): KeyPair | null => {
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
      return isKeyPair(parsed) ? parsed : null;
    } catch {
      return null;
    }
  };
  const existing = read();
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const made = webpush.generateVAPIDKeys();
  try {
    writeFileSync(file, JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey }) + "\n", {
      mode: 0o600,
      flag: "wx",
    });
    return made;
  } catch (err) {
    const other = (err as NodeJS.ErrnoException).code === "EEXIST" ? read() : null;
    if (other) return other;
    throw err;
  }
}

/** Who push services may contact: VAPID_SUBJECT, else the shop's https address, else its sender address. */
function subjectFrom(config: ReturnType<typeof getConfig>): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.APP_URL.startsWith("https://")) return config.APP_URL;
  const address = /<([^>]+)>/.exec(config.EMAIL_FROM)?.[1] ?? config.EMAIL_FROM;
  return `mailto:${address.trim()}`;
}

export function vapidDetails(): VapidDetails {
  if (cached) return cached;
  const config = getConfig();
  const pair =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
      : readOrCreateKeyPair(config.DATA_DIR);
  cached = { ...pair, subject: subjectFrom(config) };
  return cached;
}

/** Tests change DATA_DIR and the keys between cases. */
export function forgetVapidDetails(): void {
  cached = undefined;
}

import "server-only";
import { generateSecret, generateURI, verify } from "otplib";
import { createHash, randomInt } from "node:crypto";

// RFC 6238 through otplib: 30-second steps, 6 digits, SHA-1 (what every authenticator app reads).
// A code is good in its own step and the one either side (a phone's clock drifts, a person types
// slowly), and once: the step it matched is kept, and no code of that step or earlier is taken again.

const PERIOD_SECONDS = 30;
const ISSUER = "Tasty Slice admin";

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(secret: string, username: string): string {
  return generateURI({ issuer: ISSUER, label: username, secret, period: PERIOD_SECONDS });
}

/** The step the code matched, or null. `afterStep`: the last step already used. */
export async function matchTotp(
  secret: string,
  code: string,
  afterStep: number | null,
  now = new Date(),
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    period: PERIOD_SECONDS,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten codes like `k7mq-9xr2`, easy to read off paper; shown once, kept only as hashes. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256")
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ""))
    .digest("hex");
}

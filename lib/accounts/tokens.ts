import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A random secret for links and bearer tokens: 256 bits, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only hashes are stored: a database leak does not hand out working tokens. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

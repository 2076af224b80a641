import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

// A printer's password is a random secret the owner types into it once: as strong as a token,
// so a fast hash is enough (a slow one would cost every poll of every printer).

export function newPrinterCredentials() {
  return {
    username: `printer-${randomBytes(4).toString("hex")}`,
    password: randomBytes(12).toString("base64url"),
  };
}

export function hashPrinterPassword(password: string): string {
  return createHash("sha256").update(password).digest("hex");
}

export function isPrinterPassword(password: string, hash: string): boolean {
  const given = Buffer.from(hashPrinterPassword(password), "hex");
  const kept = Buffer.from(hash, "hex");
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** `Authorization: Basic …` → its user and password, or null. */
export function readBasicAuth(header: string | null): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? "");
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

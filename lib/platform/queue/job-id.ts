import { createHash } from "node:crypto";

/**
 * The job id an idempotency key stands for. pg-boss inserts with ON CONFLICT DO NOTHING on
 * (queue, id), so enqueueing one key twice makes one job for as long as the job is kept.
 * The id is a UUID (version 8: custom) made of the key's SHA-256.
 */
export function jobIdFromKey(queue: string, key: string): string {
  const hex = createHash("sha256").update(`${queue}\u0000${key}`).digest("hex").slice(0, 32).split("");
  hex[12] = "8";
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

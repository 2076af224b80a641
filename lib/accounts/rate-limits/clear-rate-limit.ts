import "server-only";
import type { DbTransaction } from "@/lib/platform/db";

/** Forgets one counter, as if its window had ended: for what proves the attempts were the owner's. */
export async function clearRateLimit(tx: DbTransaction, key: string): Promise<void> {
  await tx.rateLimit.deleteMany({ where: { key } });
}

import "server-only";
import { type DbTransaction, type EmailTokenPurpose } from "@/lib/platform/db";
import { hashToken } from "../tokens";

/**
 * Uses a token up inside a transaction; returns its customer, or null when it is unknown,
 * used or expired. The conditional update makes concurrent uses of one token win once.
 */
export async function consumeEmailToken(
  tx: DbTransaction,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<string | null> {
  const row = await tx.emailToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.purpose !== purpose) return null;
  const claimed = await tx.emailToken.updateMany({
    where: { id: row.id, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  return claimed.count === 1 ? row.customerId : null;
}

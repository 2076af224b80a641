import "server-only";
import { getDb } from "@/lib/db/client";
import type { EmailTokenPurpose } from "@/lib/db/generated/client";
import { generateToken, hashToken } from "@/lib/auth/tokens";

export const TOKEN_LIFETIME_SECONDS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 3600,
  reset_password: 3600,
};

/** Issues a single-use link token; earlier unused tokens of the same purpose stop working. */
export async function issueEmailToken(customerId: string, purpose: EmailTokenPurpose): Promise<string> {
  const token = generateToken();
  const now = new Date();
  await getDb().$transaction([
    getDb().emailToken.updateMany({ where: { customerId, purpose, usedAt: null }, data: { usedAt: now } }),
    getDb().emailToken.create({
      data: {
        customerId,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_SECONDS[purpose] * 1000),
      },
    }),
  ]);
  return token;
}

type Tx = Parameters<Parameters<ReturnType<typeof getDb>["$transaction"]>[0]>[0];

/**
 * Uses a token up inside a transaction; returns its customer, or null when it is unknown,
 * used or expired. The conditional update makes concurrent uses of one token win once.
 */
export async function consumeEmailToken(tx: Tx, token: string, purpose: EmailTokenPurpose): Promise<string | null> {
  const row = await tx.emailToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.purpose !== purpose) return null;
  const claimed = await tx.emailToken.updateMany({
    where: { id: row.id, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  return claimed.count === 1 ? row.customerId : null;
}

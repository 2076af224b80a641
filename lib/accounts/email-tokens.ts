import "server-only";
import { getDb, type DbTransaction, type EmailTokenPurpose } from "@/lib/platform/db";
import { hashToken } from "./tokens";
import { linkToken, newLinkSeed } from "@/lib/mail";

export const TOKEN_LIFETIME_SECONDS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 3600,
  reset_password: 3600,
};

/**
 * Spent tokens are kept this long after they expire or are used: opening a verification link
 * again in that time still says the address is verified instead of "invalid".
 */
export const SPENT_TOKEN_GRACE_SECONDS = 7 * 24 * 3600;

/**
 * Issues a single-use link token; earlier unused tokens of the same purpose stop working.
 * Answers the seed the mail's link is made from (see lib/mail/link-token.ts); only the
 * hash of the token itself is stored.
 */
export async function issueEmailToken(
  tx: DbTransaction,
  customerId: string,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const seed = newLinkSeed();
  const now = new Date();
  await tx.emailToken.updateMany({ where: { customerId, purpose, usedAt: null }, data: { usedAt: now } });
  await tx.emailToken.create({
    data: {
      customerId,
      purpose,
      tokenHash: hashToken(linkToken(seed)),
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_SECONDS[purpose] * 1000),
    },
  });
  return seed;
}

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

/** Deletes tokens used or expired more than the grace period before `now`; answers how many. */
export async function purgeSpentEmailTokens(now: Date): Promise<number> {
  const before = new Date(now.getTime() - SPENT_TOKEN_GRACE_SECONDS * 1000);
  const { count } = await getDb().emailToken.deleteMany({
    where: { OR: [{ expiresAt: { lt: before } }, { usedAt: { lt: before } }] },
  });
  return count;
}

import "server-only";
import { type DbTransaction, type EmailTokenPurpose } from "@/lib/platform/db";
import { hashToken } from "../tokens";
import { linkToken, newLinkSeed } from "@/lib/mail";

export const TOKEN_LIFETIME_SECONDS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 3600,
  reset_password: 3600,
};

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
  return (await issueEmailLink(tx, customerId, purpose)).seed;
}

/** issueEmailToken, with when the link stops working. */
export async function issueEmailLink(
  tx: DbTransaction,
  customerId: string,
  purpose: EmailTokenPurpose,
  now = new Date(),
): Promise<{ seed: string; expiresAt: Date }> {
  const seed = newLinkSeed();
  await tx.emailToken.updateMany({ where: { customerId, purpose, usedAt: null }, data: { usedAt: now } });
  const { expiresAt } = await tx.emailToken.create({
    data: {
      customerId,
      purpose,
      tokenHash: hashToken(linkToken(seed)),
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_SECONDS[purpose] * 1000),
    },
    select: { expiresAt: true },
  });
  return { seed, expiresAt };
}

import "server-only";
import { getDb } from "@/lib/platform/db";

/**
 * Spent tokens are kept this long after they expire or are used: opening a verification link
 * again in that time still says the address is verified instead of "invalid".
 */
export const SPENT_TOKEN_GRACE_SECONDS = 7 * 24 * 3600;

/** Deletes tokens used or expired more than the grace period before `now`; answers how many. */
export async function purgeSpentEmailTokens(now: Date): Promise<number> {
  const before = new Date(now.getTime() - SPENT_TOKEN_GRACE_SECONDS * 1000);
  const { count } = await getDb().emailToken.deleteMany({
    where: { OR: [{ expiresAt: { lt: before } }, { usedAt: { lt: before } }] },
  });
  return count;
}

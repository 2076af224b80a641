import "server-only";
import { signInEmailLimitKey } from "../customers/sign-in";
import { hashPassword } from "../password";
import { clearRateLimit } from "../rate-limits/clear-rate-limit";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { consumeEmailToken } from "./consume-email-token";

export const INVALID_RESET_LINK = "This reset link is invalid or has expired.";

/**
 * Sets the new password, signs the account out everywhere and lets it sign in at once: the failed
 * sign-ins that led to the reset no longer hold it back, as the link proved the mailbox is theirs.
 */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await getDb().$transaction(async (tx) => {
    const customerId = await consumeEmailToken(tx, token, "reset_password");
    if (!customerId) throw AppError.invalidInput(INVALID_RESET_LINK);
    // Whoever could open the mailbox could reset; they must not keep someone else's sessions.
    const { emailNormalized } = await tx.customer.update({
      where: { id: customerId },
      data: { passwordHash, isVerified: true },
      select: { emailNormalized: true },
    });
    await tx.session.updateMany({ where: { customerId, revokedAt: null }, data: { revokedAt: new Date() } });
    await clearRateLimit(tx, signInEmailLimitKey(emailNormalized));
  });
}

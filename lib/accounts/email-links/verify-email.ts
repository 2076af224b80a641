import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { hashToken } from "../tokens";
import { consumeEmailToken } from "./consume-email-token";

export const INVALID_VERIFY_LINK = "This verification link is invalid or has expired.";

/** Verifies the account of a link. Opening the link again after it worked still says so. */
export async function verifyEmail(token: string): Promise<void> {
  await getDb().$transaction(async (tx) => {
    const customerId = await consumeEmailToken(tx, token, "verify_email");
    if (!customerId) {
      const used = await tx.emailToken.findUnique({
        where: { tokenHash: hashToken(token) },
        select: { purpose: true, customer: { select: { isVerified: true } } },
      });
      if (used?.purpose === "verify_email" && used.customer.isVerified) return;
      throw AppError.invalidInput(INVALID_VERIFY_LINK);
    }
    await tx.customer.update({ where: { id: customerId }, data: { isVerified: true } });
  });
}

import "server-only";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/http/app-error";
import { consumeEmailToken } from "./email-tokens";

export const INVALID_VERIFY_LINK = "This verification link is invalid or has expired.";

export async function verifyEmail(token: string): Promise<void> {
  await getDb().$transaction(async (tx) => {
    const customerId = await consumeEmailToken(tx, token, "verify_email");
    if (!customerId) throw AppError.invalidInput(INVALID_VERIFY_LINK);
    await tx.customer.update({ where: { id: customerId }, data: { isVerified: true } });
  });
}

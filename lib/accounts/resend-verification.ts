import "server-only";
import { getDb } from "@/lib/db/client";
import { sendVerificationMail } from "./send-account-mail";

/** Sends a new link to an unverified account; says nothing about whether one exists. */
export async function resendVerification(email: string): Promise<void> {
  const customer = await getDb().customer.findUnique({
    where: { emailNormalized: email.toLowerCase() },
    select: { id: true, username: true, email: true, isVerified: true },
  });
  if (customer && !customer.isVerified) await sendVerificationMail(customer);
}

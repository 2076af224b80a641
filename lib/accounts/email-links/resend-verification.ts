import "server-only";
import { getDb } from "@/lib/platform/db";
import { transactionWithJobs } from "@/lib/platform/queue";
import { queueVerificationMail } from "./queue-verification-mail";

/** Queues a new link for an unverified account (with the way back, `next`); says nothing about whether one exists. */
export async function resendVerification(email: string, next?: string | null): Promise<void> {
  const customer = await getDb().customer.findUnique({
    where: { emailNormalized: email.toLowerCase() },
    select: { id: true, username: true, email: true, isVerified: true },
  });
  if (customer && !customer.isVerified)
    await transactionWithJobs((_tx, jobs) => queueVerificationMail(jobs, customer, next));
}

import "server-only";
import { getDb } from "@/lib/platform/db";
import { transactionWithJobs } from "@/lib/platform/queue";
import { queuePasswordResetMail } from "./queue-password-reset-mail";

export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that email, we have sent a link to reset the password.";

/** Queues a reset link when the account exists; the answer is the same either way. */
export async function requestPasswordReset(email: string): Promise<void> {
  const customer = await getDb().customer.findUnique({
    where: { emailNormalized: email.toLowerCase() },
    select: { id: true, username: true, email: true },
  });
  if (customer) await transactionWithJobs((_tx, jobs) => queuePasswordResetMail(jobs, customer));
}

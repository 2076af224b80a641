import "server-only";
import type { TransactionJobs } from "@/lib/platform/queue";
import { queueEmail } from "@/lib/mail";
import { issueEmailToken } from "./email-tokens";

type Recipient = { id: string; username: string; email: string };

/** Issues a fresh verification link and queues its mail, in the caller's transaction. */
export async function queueVerificationMail(jobs: TransactionJobs, customer: Recipient) {
  const linkSeed = await issueEmailToken(jobs.tx, customer.id, "verify_email");
  return queueEmail(jobs, {
    to: customer.email,
    template: "verify-email",
    payload: { username: customer.username, linkSeed },
  });
}

export async function queuePasswordResetMail(jobs: TransactionJobs, customer: Recipient) {
  const linkSeed = await issueEmailToken(jobs.tx, customer.id, "reset_password");
  return queueEmail(jobs, {
    to: customer.email,
    template: "reset-password",
    payload: { username: customer.username, linkSeed },
  });
}

import "server-only";
import type { TransactionJobs } from "@/lib/platform/queue";
import { queueEmail } from "@/lib/mail";
import { issueEmailToken } from "./issue-email-token";
import type { Recipient } from "./queue-verification-mail";

export async function queuePasswordResetMail(jobs: TransactionJobs, customer: Recipient) {
  const linkSeed = await issueEmailToken(jobs.tx, customer.id, "reset_password");
  return queueEmail(jobs, {
    to: customer.email,
    template: "reset-password",
    payload: { username: customer.username, linkSeed },
  });
}

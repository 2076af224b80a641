import "server-only";
import type { TransactionJobs } from "@/lib/platform/queue";
import { queueEmail } from "@/lib/mail";
import { issueEmailToken } from "./issue-email-token";
import { safeNextPath } from "../next-path";

export type Recipient = { id: string; username: string; email: string };

/**
 * Issues a fresh verification link and queues its mail, in the caller's transaction. `next`: the
 * page the customer was on the way to; anything but a path of this site is dropped, not refused
 * (a way back, not something the customer typed).
 */
export async function queueVerificationMail(jobs: TransactionJobs, customer: Recipient, next?: string | null) {
  const linkSeed = await issueEmailToken(jobs.tx, customer.id, "verify_email");
  const wayBack = safeNextPath(next, "");
  return queueEmail(jobs, {
    to: customer.email,
    template: "verify-email",
    payload: { username: customer.username, linkSeed, ...(wayBack && wayBack !== "/" ? { next: wayBack } : {}) },
  });
}

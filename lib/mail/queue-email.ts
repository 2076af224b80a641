import "server-only";
import type { TransactionJobs } from "@/lib/platform/queue";
import { shopIdentityInTransaction } from "@/lib/shop";
import { sendEmailJob } from "./send-email-job";
import { EMAIL_TEMPLATES, type PayloadOf, type TemplateName } from "./templates";
import type { EmailTemplate } from "./templates/define";

export type QueuedEmailInput<N extends TemplateName> = {
  to: string;
  template: N;
  payload: PayloadOf<N>;
  /** A repeated request with the same key queues nothing new (unique in EmailMessage). */
  idempotencyKey?: string;
  resentFromId?: string;
};

/**
 * Records a mail and enqueues the job that sends it, inside the caller's transaction: the
 * mail exists, and will be sent, exactly when the change it reports is committed.
 */
export async function queueEmail<N extends TemplateName>(jobs: TransactionJobs, mail: QueuedEmailInput<N>) {
  const template = EMAIL_TEMPLATES[mail.template] as unknown as EmailTemplate<PayloadOf<N>>;
  const payload = template.payload.parse(mail.payload);
  const row = await jobs.tx.emailMessage.create({
    data: {
      to: mail.to,
      subject: template.subject(payload, await shopIdentityInTransaction(jobs.tx)),
      template: mail.template,
      payload: payload as object,
      idempotencyKey: mail.idempotencyKey ?? null,
      resentFromId: mail.resentFromId ?? null,
    },
    select: { id: true, createdAt: true },
  });
  await jobs.enqueue(sendEmailJob, { emailId: row.id }, { key: `email/${row.id}` });
  return row;
}

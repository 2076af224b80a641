import "server-only";
import { getDb, isUniqueViolation } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { transactionWithJobs } from "@/lib/platform/queue";
import { queueEmail } from "./queue-email";
import { isTemplateName, type PayloadOf, type TemplateName } from "./templates";

/** A logged mail as it was made: to whom, its template and what filled it in. */
export async function readLoggedEmail(emailId: string) {
  const original = await getDb().emailMessage.findUnique({
    where: { id: emailId },
    select: { id: true, to: true, template: true, payload: true },
  });
  if (!original) throw AppError.notFound("E-mail");
  return original;
}

/** The idempotency key of one click on Resend: the same click again finds the mail it made. */
export function resendKeyOf(emailId: string, requestKey: string | null): string | undefined {
  return requestKey ? `resend/${emailId}/${requestKey}` : undefined;
}

/** The mail an earlier click with the same key made, if any. */
export async function findResend(idempotencyKey: string | undefined): Promise<{ id: string } | null> {
  return idempotencyKey ? getDb().emailMessage.findUnique({ where: { idempotencyKey }, select: { id: true } }) : null;
}

/**
 * Sends a logged mail again, as a new mail (the log keeps both). `requestKey` identifies one
 * click: the same key again answers the mail that click made instead of sending another.
 */
export async function resendEmail(emailId: string, requestKey: string | null): Promise<{ id: string; isNew: boolean }> {
  const original = await readLoggedEmail(emailId);
  if (!isTemplateName(original.template)) {
    throw new AppError(
      "CONFLICT",
      "This e-mail was made by a template the shop no longer has, so it cannot be sent again.",
    );
  }
  const idempotencyKey = resendKeyOf(emailId, requestKey);
  const earlier = () => findResend(idempotencyKey);

  const done = await earlier();
  if (done) return { id: done.id, isNew: false };
  try {
    const row = await transactionWithJobs((_tx, jobs) =>
      queueEmail(jobs, {
        to: original.to,
        template: original.template as TemplateName,
        payload: original.payload as PayloadOf<TemplateName>,
        idempotencyKey,
        resentFromId: original.id,
      }),
    );
    return { id: row.id, isNew: true };
  } catch (err) {
    // The same click arrived twice at once: the unique key let one through.
    const winner = isUniqueViolation(err) ? await earlier() : null;
    if (winner) return { id: winner.id, isNew: false };
    throw err;
  }
}

import "server-only";
import { z } from "zod";
import { getDb } from "@/lib/platform/db";
import { defineJob, type JobContext } from "@/lib/platform/queue";
import { renderEmail } from "./render";
import { sendMail } from "./send-mail";

function describe(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 1000);
}

/**
 * One try at sending a recorded mail. Each try is counted on the row with its error; the
 * row turns `failed` when the queue gives up, and `sent` once the provider took the mail.
 */
export async function sendQueuedEmail(emailId: string, ctx: JobContext): Promise<void> {
  const db = getDb();
  const email = await db.emailMessage.findUnique({ where: { id: emailId } });
  // Gone, or sent by an earlier try of a repeated job: nothing to do.
  if (!email || email.status === "sent") return;
  try {
    const { html, text, replyTo, fromName } = await renderEmail(email.template, email.payload);
    const sent = await sendMail({ to: email.to, subject: email.subject, html, text, replyTo, fromName }, email);
    await db.emailMessage.update({
      where: { id: emailId },
      data: { status: "sent", tries: { increment: 1 }, provider: sent.via, providerId: sent.id, sentAt: new Date() },
    });
  } catch (err) {
    await db.emailMessage.update({
      where: { id: emailId },
      data: { tries: { increment: 1 }, lastError: describe(err), status: ctx.isLastAttempt ? "failed" : "queued" },
    });
    throw err;
  }
}

/**
 * Sends a mail recorded in EmailMessage. A provider that is down is tried again after about
 * 15 s, 30 s, 1 min... doubling (with jitter), 11 tries over roughly 4 to 8 hours.
 */
export const sendEmailJob = defineJob({
  name: "send-email",
  data: z.object({ emailId: z.uuid() }),
  retryLimit: 10,
  retryDelaySeconds: 15,
  expireInSeconds: 60,
  run: ({ emailId }, ctx) => sendQueuedEmail(emailId, ctx),
});

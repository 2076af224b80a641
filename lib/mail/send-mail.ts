import "server-only";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { Resend } from "resend";
import { getConfig } from "@/lib/platform/config";
import { senderWithName } from "./sender";

/** `fromName`: the name to show as the sender, at EMAIL_FROM's address; unset, EMAIL_FROM as it is. */
export type Mail = { to: string; subject: string; html: string; text: string; replyTo?: string; fromName?: string };
export type SentMail = { id: string; via: "resend" | "outbox" };

export class MailError extends Error {
  override name = "MailError";
}

export function outboxDir(): string {
  return path.join(getConfig().DATA_DIR, "outbox");
}

/**
 * Hands one mail to the provider: Resend when RESEND_API_KEY is set (the SDK honours
 * RESEND_BASE_URL), else a JSON file in DATA_DIR/outbox with its first link logged, so that
 * development and tests can read every mail.
 *
 * `key` identifies the mail across tries: Resend sends one mail per Idempotency-Key (for 24
 * hours), and the outbox writes one file per key, so a try that reached the provider but
 * was not recorded as sent (a crash in between) does not send the mail twice.
 */
export async function sendMail(mail: Mail, key: { id: string; createdAt: Date }): Promise<SentMail> {
  const config = getConfig();
  const { fromName, ...content } = mail;
  const from = senderWithName(config.EMAIL_FROM, fromName);
  if (config.RESEND_API_KEY) {
    const resend = new Resend(config.RESEND_API_KEY);
    const { data, error } = await resend.emails.send(
      {
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      },
      { idempotencyKey: `email/${key.id}` },
    );
    if (error || !data) {
      const status = error && "statusCode" in error ? error.statusCode : null;
      throw new MailError(
        status
          ? `Resend refused the mail (${status}): ${error?.message}`
          : `Could not reach Resend: ${error?.message ?? "no answer"}`,
      );
    }
    return { id: data.id, via: "resend" };
  }
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  // Named by the mail's creation time, so that a folder listing is in the order mails were queued.
  const file = path.join(dir, `${key.createdAt.toISOString().replace(/[:.]/g, "-")}-${key.id}.json`);
  // Written whole under another name, then renamed: whoever reads the outbox (the e2e tests)
  // never finds half a mail.
  await writeFile(`${file}.part`, JSON.stringify({ id: key.id, from, ...content, createdAt: key.createdAt }, null, 2));
  await rename(`${file}.part`, file);
  const link = mail.text.match(/https?:\/\/[^\s\]]+/)?.[0];
  console.log(`[mail] to ${mail.to}: "${mail.subject}"${link ? ` ${link}` : ""} (kept in ${file})`);
  return { id: key.id, via: "outbox" };
}

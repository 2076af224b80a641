import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Resend } from "resend";
import { getConfig } from "@/lib/config";

export type Mail = { to: string; subject: string; html: string; text: string };
export type SentMail = { id: string; via: "resend" | "outbox" };

export class MailError extends Error {
  override name = "MailError";
}

export function outboxDir(): string {
  return path.join(getConfig().DATA_DIR, "outbox");
}

/**
 * Sends through Resend when RESEND_API_KEY is set (the SDK honours RESEND_BASE_URL).
 * Without it the mail is kept in DATA_DIR/outbox as JSON and its first link is logged,
 * so development and tests can read every mail.
 */
export async function sendMail(mail: Mail): Promise<SentMail> {
  const config = getConfig();
  if (config.RESEND_API_KEY) {
    const resend = new Resend(config.RESEND_API_KEY);
    const { data, error } = await resend.emails.send({
      from: config.EMAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
    if (error || !data) throw new MailError(`Resend refused the mail: ${error?.message ?? "no answer"}`);
    return { id: data.id, via: "resend" };
  }
  const id = randomUUID();
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}.json`);
  await writeFile(file, JSON.stringify({ id, from: config.EMAIL_FROM, ...mail, createdAt: new Date() }, null, 2));
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  console.log(`[mail] to ${mail.to}: "${mail.subject}"${link ? ` ${link}` : ""} (kept in ${file})`);
  return { id, via: "outbox" };
}

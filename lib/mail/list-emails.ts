import "server-only";
import { getDb, type EmailStatus } from "@/lib/platform/db";

export type EmailLogEntry = {
  id: string;
  to: string;
  subject: string;
  template: string;
  status: EmailStatus;
  tries: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  resentFromId: string | null;
};

export type EmailLogPage = { emails: EmailLogEntry[]; total: number; page: number; pageSize: number };

export const EMAIL_LOG_PAGE_SIZE = 25;

/** The shop's mails, newest first, a page at a time (pages count from 1). */
export async function listEmails({
  page = 1,
  pageSize = EMAIL_LOG_PAGE_SIZE,
}: { page?: number; pageSize?: number } = {}): Promise<EmailLogPage> {
  const db = getDb();
  const [emails, total] = await Promise.all([
    db.emailMessage.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: {
        id: true,
        to: true,
        subject: true,
        template: true,
        status: true,
        tries: true,
        lastError: true,
        createdAt: true,
        sentAt: true,
        resentFromId: true,
      },
    }),
    db.emailMessage.count(),
  ]);
  return { emails, total, page, pageSize };
}

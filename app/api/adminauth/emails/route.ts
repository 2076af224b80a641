import { z } from "zod";
import { requireAdmin } from "@/lib/auth/request-auth";
import { parseWith } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { EMAIL_LOG_PAGE_SIZE, listEmails } from "@/lib/mail/email-log";

const ZEmailLogQuerySchema = z.object({
  page: z.coerce
    .number({ error: "Choose a page number." })
    .int("Choose a page number.")
    .min(1, "Pages start at 1.")
    .max(100_000)
    .default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, "Show at least 1 e-mail.")
    .max(100, "Show at most 100 e-mails.")
    .default(EMAIL_LOG_PAGE_SIZE),
});

/** The e-mail log, newest first: what was sent to whom, and what failed. */
export const GET = route(async (req) => {
  await requireAdmin(req);
  const query = parseWith(ZEmailLogQuerySchema, Object.fromEntries(req.nextUrl.searchParams));
  const log = await listEmails(query);
  return ok(
    {
      emails: log.emails.map((e) => ({
        _id: e.id,
        to: e.to,
        subject: e.subject,
        template: e.template,
        status: e.status,
        tries: e.tries,
        lastError: e.lastError,
        createdAt: e.createdAt.toISOString(),
        sentAt: e.sentAt?.toISOString() ?? null,
        resentFromId: e.resentFromId,
      })),
      total: log.total,
      page: log.page,
      pageSize: log.pageSize,
    },
    "E-mails",
  );
});

import type { Metadata } from "next";
import { EmailLog } from "@/components/admin/emails/email-log";
import type { TEmailRow } from "@/components/admin/emails/types";
import { PageHeading } from "@/components/admin/page-heading";
import { requireAdminPage } from "@/components/admin/session";
import { listEmails } from "@/lib/mail";
import { SHOP_ZONE } from "@/lib/platform/time/shared";

export const metadata: Metadata = { title: "E-mails" };

const londonTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

export default async function EmailsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  await requireAdminPage("emails.read");
  const requested = Number.parseInt((await searchParams).page ?? "1", 10);
  const page = Number.isInteger(requested) && requested > 0 ? Math.min(requested, 100_000) : 1;
  // The same data as GET /api/adminauth/emails, read directly: this page renders on the server.
  const log = await listEmails({ page });
  const emails: TEmailRow[] = log.emails.map((e) => ({
    _id: e.id,
    to: e.to,
    subject: e.subject,
    status: e.status,
    tries: e.tries,
    lastError: e.lastError,
    createdAt: e.createdAt.toISOString(),
    createdLabel: londonTime.format(e.createdAt),
    sentAt: e.sentAt?.toISOString() ?? null,
    sentLabel: e.sentAt ? londonTime.format(e.sentAt) : null,
    isResend: e.resentFromId !== null,
  }));
  return (
    <>
      <PageHeading
        title="E-mails"
        intro="Every e-mail the shop sends, newest first. If a customer did not get one, check its status here and send it again."
      />
      <EmailLog
        emails={emails}
        page={page}
        pageCount={Math.max(1, Math.ceil(log.total / log.pageSize))}
        total={log.total}
      />
    </>
  );
}

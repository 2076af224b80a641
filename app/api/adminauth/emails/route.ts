import { listEmails } from "@/lib/api/admin/emails/contract";
import { presentEmailLogEntry } from "@/lib/api/admin/emails/present";
import { handle } from "@/lib/api/handle";
import { listEmails as readEmailLog } from "@/lib/mail";

export const GET = handle(listEmails, async ({ query }) => {
  const log = await readEmailLog(query);
  return {
    data: { emails: log.emails.map(presentEmailLogEntry), total: log.total, page: log.page, pageSize: log.pageSize },
    message: "E-mails",
  };
});

import type { Metadata } from "next";
import { AuditTrail } from "@/components/admin/audit/audit-trail";
import { PageHeading } from "@/components/admin/page-heading";
import { requireAdminPage } from "@/components/admin/session";
import { listAuditEntries } from "@/lib/accounts";
import { presentAuditEntry } from "@/lib/api/admin/audit/present";

export const metadata: Metadata = { title: "Audit trail" };

export default async function AuditPage() {
  await requireAdminPage("audit.read");
  const { entries, nextBefore } = await listAuditEntries({ limit: 100 });
  return (
    <>
      <PageHeading
        title="Audit trail"
        intro="Every change made in this admin, every sign-in and failed sign-in: who, when, what, and from where. Nobody can edit it; entries are kept for six years."
      />
      <AuditTrail initial={entries.map(presentAuditEntry)} nextBefore={nextBefore?.toString() ?? null} />
    </>
  );
}

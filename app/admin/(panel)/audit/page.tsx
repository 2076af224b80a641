import type { Metadata } from "next";
import { AuditTrail } from "@/components/admin/audit/audit-trail";
import { RetentionForm } from "@/components/admin/audit/retention-form";
import { PageHeading } from "@/components/admin/page-heading";
import { requireAdminPage } from "@/components/admin/session";
import { readAuditRetention } from "@/lib/accounts";
import { roleCan } from "@/lib/accounts/shared";
import { presentAuditEntry } from "@/lib/api/admin/audit/present";
import { listAuditTrail } from "@/lib/ordering";
import { getConfig } from "@/lib/platform/config";

export const metadata: Metadata = { title: "Audit trail" };

export default async function AuditPage() {
  const admin = await requireAdminPage("audit.read");
  const [{ entries, nextBefore }, retention] = await Promise.all([
    listAuditTrail({ limit: 100 }),
    readAuditRetention(),
  ]);
  return (
    <>
      <PageHeading
        title="Audit trail"
        intro="Every change made in this admin, every sign-in and failed sign-in: who, when, what, and from where. Nobody can edit it."
      />
      <RetentionForm years={retention.years} canChange={roleCan(admin.role, "audit.retention")} />
      <AuditTrail
        initial={entries.map(presentAuditEntry)}
        nextBefore={nextBefore?.toString() ?? null}
        currency={getConfig().CURRENCY}
      />
    </>
  );
}

import { readAuditRetention, setAuditRetention } from "@/lib/accounts";
import { getAuditRetention, putAuditRetention } from "@/lib/api/admin/audit/contract";
import { presentAuditRetention } from "@/lib/api/admin/audit/present";
import { handle } from "@/lib/api/handle";

export const GET = handle(getAuditRetention, async () => ({
  data: presentAuditRetention(await readAuditRetention()),
  message: "Audit retention",
}));

export const PUT = handle(putAuditRetention, async ({ body, auth }) => {
  const { before, retention } = await setAuditRetention(body.years, auth.adminId);
  return {
    data: presentAuditRetention(retention),
    message: `Audit entries are now kept for ${retention.years} years.`,
    audit: {
      action: "audit.retention",
      targetType: "auditRetention",
      before: { years: before.years },
      after: { years: retention.years },
    },
  };
});

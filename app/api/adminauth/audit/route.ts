import { listAudit } from "@/lib/api/admin/audit/contract";
import { presentAuditEntry } from "@/lib/api/admin/audit/present";
import { handle } from "@/lib/api/handle";
import { listAuditTrail } from "@/lib/ordering";

export const GET = handle(listAudit, async ({ query }) => {
  const before = query.before;
  const isId = before !== undefined && /^\d+$/.test(before);
  const { entries, nextBefore } = await listAuditTrail({
    limit: query.limit,
    ...(isId ? { beforeId: BigInt(before) } : before ? { beforeAt: new Date(before) } : {}),
    ...(query.actor ? { actor: query.actor } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.target ? { target: query.target } : {}),
  });
  return {
    data: { entries: entries.map(presentAuditEntry), nextBefore: nextBefore?.toString() ?? null },
    message: "Audit trail",
  };
});

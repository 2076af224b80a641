import { listAuditEntries } from "@/lib/accounts";
import { listAudit } from "@/lib/api/admin/audit/contract";
import { handle } from "@/lib/api/handle";

export const GET = handle(listAudit, async ({ query }) => {
  const before = query.before;
  const isId = before !== undefined && /^\d+$/.test(before);
  const { entries, nextBefore } = await listAuditEntries({
    limit: query.limit,
    ...(isId ? { beforeId: BigInt(before) } : before ? { beforeAt: new Date(before) } : {}),
    ...(query.actor ? { actor: query.actor } : {}),
    ...(query.action ? { action: query.action } : {}),
  });
  return {
    data: {
      entries: entries.map((e) => ({
        _id: e.id.toString(),
        at: e.at.toISOString(),
        actor: { _id: e.actorId, username: e.actorUsername, role: e.actorRole },
        action: e.action,
        targetType: e.targetType,
        targetId: e.targetId,
        before: e.before ?? null,
        after: e.after ?? null,
        reason: e.reason,
        clientAddress: e.clientAddress,
      })),
      nextBefore: nextBefore?.toString() ?? null,
    },
    message: "Audit trail",
  };
});

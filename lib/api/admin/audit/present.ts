import "server-only";
import type { AuditEntryRow } from "@/lib/accounts";
import { AUDIT_RETENTION, type AuditRetention } from "@/lib/accounts/shared";
import type { TAuditEntryDto, TAuditRetentionDto } from "./contract";

export function presentAuditEntry(e: AuditEntryRow): TAuditEntryDto {
  return {
    _id: e.id.toString(),
    at: e.at.toISOString(),
    actor: { _id: e.actorId, username: e.actorUsername, role: e.actorRole },
    action: e.action,
    targetType: e.targetType,
    targetId: e.targetId,
    targetName: e.targetName,
    before: e.before ?? null,
    after: e.after ?? null,
    reason: e.reason,
    clientAddress: e.clientAddress,
  };
}

export function presentAuditRetention(r: AuditRetention): TAuditRetentionDto {
  return {
    years: r.years,
    isDefault: r.isDefault,
    minYears: AUDIT_RETENTION.minYears,
    maxYears: AUDIT_RETENTION.maxYears,
    updatedAt: r.updatedAt?.toISOString() ?? null,
  };
}
